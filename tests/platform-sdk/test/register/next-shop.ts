// The platform-SDK shop of `next-app/`, built once and served by `next start` under the preload.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../../../test-support/free-port';

export const SHOP_DIR = fileURLToPath(new URL('../../next-app', import.meta.url));
const NEXT = createRequire(import.meta.url).resolve('next/dist/bin/next');
const QUIET = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * `next build`, without the preload: nothing is read from the platform at build time (every page reads the
 * visitor's cookie, so none is prerendered).
 */
export async function buildShop(): Promise<void> {
  // Next's image optimiser keeps the pictures it fetched on disk, across builds: a picture kept by an earlier run
  // would be answered without asking the platform, and the test could not see the optimiser's request.
  rmSync(join(SHOP_DIR, '.next', 'cache', 'images'), { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [NEXT, 'build'], { cwd: SHOP_DIR, env: { ...process.env, ...QUIET } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`next build failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

export interface RunningShop {
  url: string;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  close(): void;
}

/**
 * `next start` on a free port with `NODE_OPTIONS='--import @vitrine/emulator/register'`, as the emulator's README
 * tells a team to run its shop; `env` is the shop's environment (VITRINE_EMULATOR_URL, WIX_CLIENT_ID).
 */
export async function startShop(env: Record<string, string>): Promise<RunningShop> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    ...QUIET,
    NODE_OPTIONS: '--import @vitrine/emulator/register',
    ...env,
  };
  delete environment.VITRINE_EMULATOR_REGISTERED;
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: SHOP_DIR,
    env: environment,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}:\n${stderr}`))),
  );
  // Up when it answers anything; `/_next/…` is outside the middleware, so no visitor is made.
  const up = (async () => {
    for (;;) {
      try {
        await fetch(`${url}/_next/static/not-there`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  await Promise.race([up, exited]);
  return { url, stderr: () => stderr, close: () => child.kill('SIGTERM') };
}
