import { execFileSync, spawn } from 'node:child_process';
import { freePort } from '../../../test-support/free-port';

export interface RunningShop {
  url: string;
  close(): void;
}

/**
 * `next build` once into its own folder (never the one of `next dev`), then `next start` on a free port with the
 * platform's URLs in its environment: the app reads them at run time.
 */
export async function buildAndStartShop(root: string, env: Record<string, string>): Promise<RunningShop> {
  try {
    execFileSync('pnpm', ['exec', 'next', 'build'], { cwd: root, env: shopEnv(env), stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`next build failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
  return startShop(root, env);
}

const shopEnv = (env: Record<string, string>) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: '.next-e2e',
  ...env,
});

/** `next start` of the build `buildAndStartShop` made, on a free port (a second shop against another platform). */
export async function startShop(root: string, env: Record<string, string>): Promise<RunningShop> {
  const fullEnv = shopEnv(env);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['exec', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    // The shop builds its absolute URLs from this, never from a request's Host header.
    env: { ...fullEnv, VITRINE_SHOP_URL: url },
    stdio: 'ignore',
    detached: true,
  });
  for (let tries = 0; ; tries++) {
    try {
      // Any answer means it is up; robots.txt asks nothing of the platform.
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (tries > 1800) throw new Error('next start did not answer within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // The pnpm wrapper and next are one process group: stop both.
  return { url, close: () => process.kill(-child.pid!, 'SIGTERM') };
}
