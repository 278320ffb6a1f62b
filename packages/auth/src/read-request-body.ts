/** What `readBodyLimited` hands back: the text, or `undefined` once the body passed the limit. */
export type LimitedBody = { text: string } | undefined;

/**
 * Reads a request's body as it arrives and stops at `maxBytes`: the rest is never pulled (the stream is cancelled),
 * so a client that uploads megabytes costs the server no more than the limit. A declared `Content-Length` over the
 * limit is refused before anything is read.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<LimitedBody> {
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined;
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode() };
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}
