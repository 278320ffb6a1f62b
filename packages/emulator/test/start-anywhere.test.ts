import { afterAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// `pnpm start` once served 500 for every hosted page and picture: run from the repository root, tsx found no
// tsconfig asking for the automatic JSX runtime. However the emulator is started, its views must render.
const PACKAGE = resolve(__dirname, '..');
const REPO_ROOT = resolve(PACKAGE, '../..');
const TSX = pathToFileURL(join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-emulator-anywhere-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts `node …args --port 0` in `cwd` and answers the statuses of a hosted page, the inbox and a picture. */
async function statusesWhenStarted(cwd: string, args: string[]): Promise<Record<string, number>> {
  const child = spawn(process.execPath, [...args, '--port', '0', '--read-only-port', '0', '--db', ':memory:'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const [, url, adminToken] = await new Promise<RegExpExecArray>((res, rej) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        const m = /listening on (http:\/\/\S+)[\s\S]*Admin token: (\S+)/.exec(output);
        if (m) res(m);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => rej(new Error(`exited with ${code}: ${output}`)));
    });
    const status = async (path: string) =>
      (await fetch(url + path, { headers: { 'x-vitrine-admin-token': adminToken! } })).status;
    return {
      // A hosted page of a session that does not exist renders its own 404 page through the views.
      page: await status('/__vitrine/pages/auth?session=none'),
      inbox: await status('/__vitrine/inbox'),
      picture: await status('/media/m-bike-bell-1'),
      resized: await status('/media/m-bike-bell-1/v1/fill/w_200,h_250/bike-bell.png'),
    };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
}

const EXPECTED = { page: 404, inbox: 200, picture: 200, resized: 200 };

describe('the emulator renders its pages however it is started', () => {
  test('every view names its JSX runtime itself, so no tsconfig decides how it compiles', () => {
    const views = readdirSync(join(PACKAGE, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tsx'),
    );
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      // One pragma per comment: TypeScript reads only the first of a comment, esbuild (tsx, tsup) all of them.
      expect(
        readFileSync(join(PACKAGE, 'src', view), 'utf8')
          .split('\n')
          .slice(0, 2),
        view,
      ).toEqual(['/** @jsxRuntime automatic */', '/** @jsxImportSource hono/jsx */']);
    }
  });

  test('from its sources with tsx, in a folder without a tsconfig', async () => {
    expect(await statusesWhenStarted(dir, ['--import', TSX, join(PACKAGE, 'src/cli.ts')])).toEqual(EXPECTED);
  });

  test('from its sources with tsx, from the repository root (`pnpm emulator`, `pnpm start`)', async () => {
    expect(await statusesWhenStarted(REPO_ROOT, ['--import', 'tsx', 'packages/emulator/src/cli.ts'])).toEqual(EXPECTED);
  });

  test('from its build, as `npx vitrine-emulator` runs it', async () => {
    expect(await statusesWhenStarted(dir, [join(PACKAGE, 'dist/cli.js')])).toEqual(EXPECTED);
  });
});
