import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { Loose } from '../helpers';

export interface Received {
  body: string;
  contentType: string | undefined;
  at: number;
  /** The status it was answered. */
  status: number;
}

/**
 * An app's event endpoint on loopback: it keeps every body it is posted and answers `answer()`'s status (200
 * unless told otherwise), so a test can make it fail, then recover.
 */
export interface Receiver {
  url: string;
  received: Received[];
  /** The status of the next answers (a function of the request's number, from 1, and its body). */
  answer: (n: number, body: string) => number;
  /** Resolves once `count` bodies have been received (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const waiters: Array<() => void> = [];
  const r: Receiver = {
    url: '',
    received: [],
    answer: () => 200,
    waitFor(count, ms = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (r.received.length < count) return false;
          clearTimeout(timer);
          resolve(r.received.slice(0, count));
          return true;
        };
        const timer = setTimeout(
          () => reject(new Error(`received ${r.received.length} of ${count} events in ${ms} ms`)),
          ms,
        );
        if (!check()) waiters.push(() => void check());
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      const status = r.answer(r.received.length + 1, body);
      r.received.push({ body, contentType: req.headers['content-type'], at: Date.now(), status });
      res.statusCode = status;
      res.end();
      waiters.forEach((w) => w());
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  return r;
}

export interface Decoded {
  claims: Loose;
  eventType: string;
  instanceId: string;
  identity: Loose;
  accountInfo: Loose;
  payload: Loose;
}

/** Verifies a body as the platform SDK does (jose, RS256, the served public key) and opens its layers. */
export async function verify(body: string, publicKeyPem: string): Promise<Decoded> {
  const key = await importSPKI(publicKeyPem, 'RS256');
  const { payload: claims } = await jwtVerify(body, key, { algorithms: ['RS256'] });
  const data = JSON.parse(claims.data as string) as Loose;
  return {
    claims,
    eventType: data.eventType,
    instanceId: data.instanceId,
    identity: JSON.parse(data.identity),
    accountInfo: data.accountInfo,
    payload: JSON.parse(data.data),
  };
}

/**
 * The events of one write that touch different entities, in the order `types` names them. Only events of one
 * entity keep their order on the wire; those of different entities are delivered side by side and may arrive
 * either way round.
 */
export function pick(events: Decoded[], types: string[]): Decoded[] {
  expect(events.map((d) => d.eventType).sort()).toEqual([...types].sort());
  return types.map((t) => events.find((d) => d.eventType === t)!);
}

/** The entity an event body is about, read without verifying (for a receiver choosing its answer). */
export function entityOf(body: string): string {
  const data = JSON.parse(decodeJwt(body).data as string) as Loose;
  return JSON.parse(data.data).entityId as string;
}
