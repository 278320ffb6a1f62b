import { refusal } from './verify';

/** A request's body as text, refused past `maxBytes` without reading the rest (a delivery is a few kilobytes). */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw refusal('too-large');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw refusal('too-large');
    }
    text += decoder.decode(value, { stream: true });
  }
}
