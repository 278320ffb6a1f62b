import { completeSignIn } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { routeClient } from '../../../src/server/route-client';
import { localPath, shopOrigin } from '../../../src/server/shop-origin';

/**
 * The hosted login's return, finished on the server: the code is exchanged once with the pending sign-in's
 * verifier, the member's tokens go into the cookie, and the browser goes back where it started.
 */
export async function GET(request: NextRequest) {
  const origin = shopOrigin();
  const client = await routeClient();
  try {
    const { originalUri } = await completeSignIn(client, { url: request.url, responseMode: 'query' });
    return NextResponse.redirect(new URL(localPath(originalUri, origin), origin), 303);
  } catch (error) {
    // The shopper gets a plain sentence; the reason stays in the server's log.
    console.error('sign-in did not complete:', error);
    return NextResponse.redirect(new URL('/sign-in-failed', origin), 303);
  }
}
