import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { NativeBindingError, openSqlite } from '../src/db/open-sqlite';

const SENTENCE =
  'The emulator cannot open SQLite: better-sqlite3 has no native binding for this Node.js. With pnpm 10 run `pnpm approve-builds` (or list better-sqlite3 in pnpm.onlyBuiltDependencies) and then `pnpm rebuild better-sqlite3`; with npm or yarn run `npm rebuild better-sqlite3`.';

describe('a missing native binding of better-sqlite3', () => {
  test('opening the database says what to run, with the original error as its cause', () => {
    const missing = new Error('Could not locate the bindings file. Tried:\n → /x/build/better_sqlite3.node');
    const open = () =>
      openSqlite(':memory:', () => {
        throw missing;
      });
    expect(open).toThrow(NativeBindingError);
    expect(open).toThrow(SENTENCE);
    try {
      open();
    } catch (error) {
      expect((error as NativeBindingError).name).toBe('NativeBindingError');
      expect((error as NativeBindingError).cause).toBe(missing);
    }
  });

  test('a binding built for another Node.js reads the same; other failures pass through unchanged', () => {
    const otherNode = Object.assign(
      new Error('was compiled against a different Node.js version using NODE_MODULE_VERSION 115'),
      {
        code: 'ERR_DLOPEN_FAILED',
      },
    );
    expect(() =>
      openSqlite(':memory:', () => {
        throw otherNode;
      }),
    ).toThrow(SENTENCE);
    const cannotOpen = new Error('unable to open database file');
    expect(() =>
      openSqlite('/nope/x.db', () => {
        throw cannotOpen;
      }),
    ).toThrow(cannotOpen);
  });

  test('the CLI prints that one sentence and exits 1, no stack', async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const run = promisify(execFile)(
      process.execPath,
      [
        '--import',
        './test/support/no-native-binding.mjs',
        '--import',
        'tsx',
        'src/cli.ts',
        '--port',
        '0',
        '--db',
        ':memory:',
      ],
      { cwd: root },
    );
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toBe(`vitrine-emulator: ${SENTENCE}\n`);
  });
});
