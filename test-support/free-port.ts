// A port for a server a test starts itself (never published).
import { createServer } from 'node:net';

/** A loopback port nobody listens on now: for servers that must be told their port (`next start --port`). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
