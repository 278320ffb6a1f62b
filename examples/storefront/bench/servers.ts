import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../test-support/free-port';

// Today's Next.js, for today's shop and the one rebuilt from history alike.
const NEXT_BIN = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));

interface Platform {
  host: string;
  readOnlyHost: string;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/** The shop's app files at `commit`, extracted into `dir` next to today's `node_modules`, buildable as they were. */
export function extractShopAt(commit: string, root: string, dir: string): void {
  const archive = execFileSync(
    'git',
    ['archive', commit, 'app', 'src', 'proxy.ts', 'next.config.ts', 'tsconfig.json'],
    {
      cwd: root,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // `dir` is two folders deeper than the shop: its tsconfig extends the repository's from there.
  const tsconfig = readFileSync(`${dir}/tsconfig.json`, 'utf8').replace(
    '"../../tsconfig.base.json"',
    '"../../../../tsconfig.base.json"',
  );
  writeFileSync(`${dir}/tsconfig.json`, tsconfig.replace(/"e2e", "bench", /, ''));
}

/** `next build` of the shop, then `next start` on a free port with the platform's URLs (read at run time). */
export async function startNextApp(
  root: string,
  platform: Platform,
  extraEnv: Record<string, string> = {},
): Promise<RunningApp> {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    VITRINE_HOST: platform.host,
    VITRINE_READ_ONLY_HOST: platform.readOnlyHost,
    ...extraEnv,
  };
  execFileSync(process.execPath, [NEXT_BIN, 'build'], { cwd: root, env, stdio: 'inherit' });
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...env, VITRINE_SHOP_URL: `http://127.0.0.1:${port}` },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (tries > 300) throw new Error('next start did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    close: async () => {
      // next start and its workers are one process group: stop them all.
      process.kill(-child.pid!, 'SIGTERM');
    },
  };
}
