import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** `METHOD /path` of every request since the last call, in order. */
  take(): string[];
  close(): Promise<void>;
}

/** Stands between the shop and the platform and notes every request, to count what one page view costs it. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let seen: string[] = [];
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${new URL(incoming.url!, 'http://x').pathname}`);
    const call = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    call.on('error', () => outgoing.destroy());
    incoming.pipe(call);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
