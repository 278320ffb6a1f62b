import { AnswerTooLargeError, type ApiErrorRequest } from './errors';
import { requestIdOf } from './request-id';

/**
 * Reads an answer's body as it arrives and stops (cancelling the stream) once it passes `maxBytes`, with an
 * `AnswerTooLargeError`: a runaway body never fills memory. Every call reads this way with the client's
 * `maxAnswerBytes`; the token calls pass a smaller limit (`RequestDescriptor.read`).
 */
export const readLimited =
  (maxBytes: number) =>
  async (response: Response, request: ApiErrorRequest): Promise<string> => {
    const tooLarge = (): AnswerTooLargeError =>
      new AnswerTooLargeError({ limit: maxBytes, status: response.status, requestId: requestIdOf(response), request });
    // A declared length over the limit is refused before anything is read.
    if (Number(response.headers.get('content-length')) > maxBytes) {
      void response.body?.cancel().catch(() => {});
      throw tooLarge();
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => {});
        throw tooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
  };
