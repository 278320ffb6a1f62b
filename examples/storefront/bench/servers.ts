import { spawn, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../test-support/free-port';

// The shop's Next.js, for the shop and the bare page alike.
const NEXT_BIN = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));

interface Platform {
  host: string;
  readOnlyHost: string;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
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
