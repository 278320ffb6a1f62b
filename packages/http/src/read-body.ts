import { SystemError, type ApiErrorRequest } from './errors';
import { requestIdOf } from './request-id';

/**
 * A body reader for `RequestDescriptor.read` that stops (and cancels the stream) once the answer passes
 * `maxBytes`: a token answer is a few hundred bytes, so megabytes mean something is wrong.
 *
 * @internal For `@vitrine/auth`'s token calls, through `@vitrine/http/internal`.
 */
export const readLimited =
  (maxBytes: number) =>
  async (response: Response, request: ApiErrorRequest): Promise<string> => {
    if (!response.body) return response.text();
    const reader = response.body.getReader();
    const tooLarge = (): SystemError => {
      void reader.cancel().catch(() => {});
      return new SystemError(`The answer is larger than ${maxBytes} bytes`, {
        status: response.status,
        code: 'RESPONSE_TOO_LARGE',
        requestId: requestIdOf(response),
        request,
      });
    };
    // A declared length over the limit is refused before anything is read.
    if (Number(response.headers.get('content-length')) > maxBytes) throw tooLarge();
    const decoder = new TextDecoder();
    let text = '';
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge();
      text += decoder.decode(value, { stream: true });
    }
  };
