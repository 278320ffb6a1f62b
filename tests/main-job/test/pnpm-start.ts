import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningStart {
  /** What it printed for the shopper and the developer. */
  shopUrl: string;
  inboxUrl: string;
  platformUrl: string;
  output(): string;
  stop(): void;
}

/**
 * `pnpm start`'s own process, `node tools/start.mjs`, as the README's first command runs it: only the ports and
 * the database file differ, so it never meets a developer's running shop. Resolves once it printed the URLs.
 */
export function pnpmStart(env: Record<string, string>, timeoutMs: number): Promise<RunningStart> {
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stop() ends the emulator and next dev it started with it.
    detached: true,
  });
  let output = '';
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`pnpm start printed no shop URL within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const shop = /Open the shop:\s+(\S+)/.exec(output);
      const inbox = /Dev inbox:\s+(\S+)/.exec(output);
      const platform = /Platform:\s+(\S+)/.exec(output);
      if (shop && inbox && platform) {
        clearTimeout(timer);
        resolve({ shopUrl: shop[1]!, inboxUrl: inbox[1]!, platformUrl: platform[1]!, output: () => output, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`pnpm start exited (${code}) before it printed the shop URL:\n${output}`));
    });
  });
}
