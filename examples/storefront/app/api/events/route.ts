import { createRevalidationHandler } from '@vitrine/sdk';
import { revalidateTag } from 'next/cache';

// The platform's events (a product's price, a collection's name, …): each verified delivery revalidates exactly
// the cached catalogue reads it touched, at once (`expire: 0`: the next visitor sees the change, never the old
// price). The key is the platform's (PEM or its base64); without it the shop receives no events, and its catalogue
// cache lives out its `cacheLife`.
const publicKey = process.env.VITRINE_EVENTS_PUBLIC_KEY;
const revalidating = publicKey
  ? createRevalidationHandler({
      publicKey,
      revalidate: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
      onError: (error) => console.error('An event was refused:', error),
    })
  : undefined;

export function POST(request: Request): Promise<Response> | Response {
  if (!revalidating)
    return new Response('This shop receives no events: VITRINE_EVENTS_PUBLIC_KEY is not set.\n', { status: 404 });
  return revalidating(request);
}
