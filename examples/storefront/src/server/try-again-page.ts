/** Escapes text for an HTML attribute or element. */
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a route handler answers when the platform is not answering (a 5xx, a timeout, no connection): a small page
 * with status 503 that says so, offers to try again and links back, never a bare 500. `back` is a path of this
 * shop (already checked by `localPath`).
 */
export function tryAgainPage(title: string, retry: string, back: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body>
<main class="panel center">
<h1>${escape(title)}</h1>
<p>The shop's platform is not answering right now. Nothing is lost: your cart is still here. Please try again in a moment.</p>
<p><a href="${escape(retry)}">Try again</a> · <a href="${escape(back)}">Back to the shop</a></p>
</main>
</body>
</html>`;
  // Retry-After: a client (or a crawler) may come back in half a minute; nothing here may be cached.
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' },
  });
}
