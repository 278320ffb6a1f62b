import { platformFromEnv } from '../../../src/server/platform';

/** Streams a picture of the platform's media service from the shop's own origin. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const answer = await fetch(`${platformFromEnv().host}/__vitrine/media/${encodeURIComponent(id)}`);
  if (!answer.ok || !answer.body) return new Response('Not found', { status: 404 });
  return new Response(answer.body, {
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400',
    },
  });
}
