// What a shop on the platform's SDK sends the platform, seen between the preload and the emulator: the preload is
// pointed at this recorder (VITRINE_EMULATOR_URL), which forwards each request to the emulator unchanged.
import type { RunningEmulator } from '@vitrine/emulator';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Arrival {
  method: string;
  /** Path and query, as the shop's SDK wrote them for the platform's host. */
  path: string;
  /** The `Host` header: undici's, from the origin the preload gave the request. */
  host: string;
  body: string;
}

export interface PlatformRecorder {
  url: string;
  /** Everything that arrived since the last `take()`, emptied. */
  take(): Arrival[];
  close(): Promise<void>;
}

// Hop-by-hop and framing headers belong to one connection, not to the request.
const CONNECTION_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function platformRecorder(emulator: RunningEmulator): Promise<PlatformRecorder> {
  let arrivals: Arrival[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    arrivals.push({
      method: request.method!,
      path: request.url!,
      host: request.headers.host ?? '',
      body: body.toString(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!CONNECTION_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
    }
    const answer = await fetch(new URL(request.url!, emulator.url), {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      redirect: 'manual',
    });
    const out: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      // fetch has decoded the body already.
      if (!CONNECTION_HEADERS.has(name) && name !== 'content-encoding' && name !== 'set-cookie') out[name] = value;
    });
    if (answer.headers.getSetCookie().length > 0) out['set-cookie'] = answer.headers.getSetCookie();
    response.writeHead(answer.status, out);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    take() {
      const out = arrivals;
      arrivals = [];
      return out;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
