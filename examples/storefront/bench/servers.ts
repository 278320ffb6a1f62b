import { spawn, execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, preview } from 'vite';
import { freePort } from '../../../test-support/free-port';

interface Platform {
  host: string;
  readOnlyHost: string;
}

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/** Builds the old SPA (its files extracted into `dir`) against the platform and serves the build. */
export async function startOldSpa(dir: string, platform: Platform): Promise<RunningApp> {
  process.env.VITE_VITRINE_HOST = platform.host;
  process.env.VITE_VITRINE_READ_ONLY_HOST = platform.readOnlyHost;
  const config = {
    root: dir,
    configFile: false as const,
    logLevel: 'error' as const,
    plugins: [react()],
    resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  };
  await build({ ...config, build: { outDir: `${dir}/dist`, emptyOutDir: true } });
  const server = await preview({
    ...config,
    build: { outDir: `${dir}/dist` },
    preview: { port: 0, host: '127.0.0.1' },
  });
  return {
    url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

/** `next build` of the shop, then `next start` on a free port with the platform's URLs (read at run time). */
export async function startNextApp(root: string, platform: Platform): Promise<RunningApp> {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    VITRINE_HOST: platform.host,
    VITRINE_READ_ONLY_HOST: platform.readOnlyHost,
  };
  execFileSync('pnpm', ['exec', 'next', 'build'], { cwd: root, env, stdio: 'inherit' });
  const port = await freePort();
  const child = spawn('pnpm', ['exec', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
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
      // The pnpm wrapper and next are one process group: stop both.
      process.kill(-child.pid!, 'SIGTERM');
    },
  };
}
