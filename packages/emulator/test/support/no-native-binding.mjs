// Preloaded by a test (`node --import`): better-sqlite3 then finds no compiled addon, as after an install whose
// build scripts were skipped (pnpm 10's default).
import Module from 'node:module';

const load = Module._load;
Module._load = function (request, ...rest) {
  if (request === 'bindings') {
    return () => {
      throw new Error(
        'Could not locate the bindings file. Tried:\n → /app/node_modules/better-sqlite3/build/better_sqlite3.node',
      );
    };
  }
  return load.call(this, request, ...rest);
};
