// The README's "On a server" recipe for Next.js: `proxy.ts` (middleware before Next 16).
import { createClient } from '@vitrine/http';
import { NextResponse, type NextRequest } from 'next/server';
import { ensureVisitor, nextCookieStorage, oauth } from '../../src';
import type { Platform } from './platform';

export function visitorProxy({ host, clientId, fetch }: Platform) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const answer = NextResponse.next();
    // Each change goes to the request (what this render's server components read) and to the answer (the browser).
    const storage = nextCookieStorage(
      { read: request.cookies, write: [request.cookies, answer.cookies] },
      { secure: request.nextUrl.protocol === 'https:' },
    );
    // A new browser gets its visitor here, once; an expiring token is renewed.
    await ensureVisitor(createClient({ host, fetch, auth: oauth({ clientId, storage }) }));
    return NextResponse.next({ request: { headers: request.headers }, headers: answer.headers });
  };
}
