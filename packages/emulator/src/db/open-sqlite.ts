import Database from 'better-sqlite3';

/** better-sqlite3 is installed but its native part is not built for this Node.js (pnpm 10 skips builds by default). */
export class NativeBindingError extends Error {
  override readonly name = 'NativeBindingError' as const;
  constructor(cause: unknown) {
    super(
      'The emulator cannot open SQLite: better-sqlite3 has no native binding for this Node.js. With pnpm 10 run `pnpm approve-builds` (or list better-sqlite3 in pnpm.onlyBuiltDependencies) and then `pnpm rebuild better-sqlite3`; with npm or yarn run `npm rebuild better-sqlite3`.',
      { cause },
    );
  }
}

// What `bindings` and Node say when the compiled addon is missing or was built for another Node.js.
const MISSING_BINDING = /Could not locate the bindings file|NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|better_sqlite3\.node/;

function isMissingBinding(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'ERR_DLOPEN_FAILED' || MISSING_BINDING.test(error.message);
}

/** Opens the database file; a missing native binding becomes one sentence saying what to run, not a stack. */
export function openSqlite(
  path: string,
  open: (path: string) => Database.Database = (file) => new Database(file),
): Database.Database {
  try {
    return open(path);
  } catch (error) {
    if (isMissingBinding(error)) throw new NativeBindingError(error);
    throw error;
  }
}
