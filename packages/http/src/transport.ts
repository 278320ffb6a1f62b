import { keepConsistency, withConsistency, type Consistency } from './consistency';
import { errorFromResponse, isObject, systemMessage } from './error-from-response';
import { readLimited } from './read-body';
import { isAbortError, isAnswerTooLargeError, isSystemError, NetworkError, SystemError, TimeoutError } from './errors';
import type { Exchange } from './exchange';
import { abortError, backoff, RETRY_STATUS, retryAfterMs, sleep, type ResolvedRetry } from './retry';
import { requestIdOf } from './request-id';
import { parseAnswer } from './transforms/from-wire';

type Json = Record<string, unknown>;

export interface TransportSettings {
  fetch: typeof fetch | undefined;
  timeoutMs: number;
  /** The largest answer body read, in bytes; a descriptor's own `read` sets its own. */
  maxAnswerBytes: number;
  retry: ResolvedRetry;
  /** The client's last `X-Wix-Consistent`: sent on every attempt, replaced by every answer that has one. */
  consistency: Consistency;
}

interface Answer {
  response: Response;
  text: string;
}

/** Sends one exchange with a per-attempt timeout and bounded retries; resolves to the transformed answer. */
export async function send(exchange: Exchange, settings: TransportSettings, signal?: AbortSignal): Promise<unknown> {
  const { retry } = settings;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError();
    let answer: Answer;
    try {
      answer = await attemptOnce(exchange, settings, signal);
    } catch (error) {
      const again =
        attempt < retry.limit &&
        !isAbortError(error) &&
        ((error instanceof TimeoutError && exchange.idempotent) ||
          (error instanceof NetworkError && (exchange.idempotent || nothingWasSent(error))));
      if (!again) throw error;
      await sleep(backoff(attempt, retry), signal);
      continue;
    }

    const { response, text } = answer;
    const requestId = requestIdOf(response);
    if (response.status === 200) return readAnswer(text, requestId, exchange);

    const error = errorFromResponse(response, text, requestId, exchange);
    // A 429 means the platform did nothing with the call, so even a write may go again.
    const retryable = RETRY_STATUS.has(response.status) && (exchange.idempotent || response.status === 429);
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (!retryable || attempt >= retry.limit || (wait ?? 0) > retry.maxRetryAfterMs) throw error;
    await sleep(wait ?? backoff(attempt, retry), signal);
  }
}

/** One attempt; its timeout covers reading the body, and the caller's abort rejects at once. */
function attemptOnce(exchange: Exchange, settings: TransportSettings, signal?: AbortSignal): Promise<Answer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (error: Error): void => {
      reject(error);
      controller.abort();
    };
    timer = setTimeout(
      () => fail(new TimeoutError(`Request timed out after ${settings.timeoutMs} ms: ${exchange.label}`)),
      settings.timeoutMs,
    );
    onAbort = () => fail(abortError());
    signal?.addEventListener('abort', onAbort);
    const doFetch = settings.fetch ?? globalThis.fetch;
    const headers = withConsistency(exchange.init.headers, settings.consistency);
    doFetch(exchange.url, { ...exchange.init, headers, signal: controller.signal })
      .then(async (response) => {
        keepConsistency(response, settings.consistency);
        resolve({
          response,
          text: await (exchange.descriptor.read ?? readLimited(settings.maxAnswerBytes))(response, exchange.request),
        });
      })
      .catch((cause: unknown) =>
        reject(
          // The body reader's own verdicts pass as they are; anything else the connection threw is a NetworkError.
          isSystemError(cause) || isAnswerTooLargeError(cause)
            ? cause
            : new NetworkError(new URL(exchange.url).origin, exchange.label, { cause }),
        ),
      );
  }).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort!);
  });
}

/** A 200 must carry a JSON object; anything else is a typed error, never a TypeError later on. */
function readAnswer(text: string, requestId: string | undefined, { descriptor, request }: Exchange): Json {
  let data: unknown;
  let cause: unknown;
  try {
    data = text.trim() === '' ? {} : parseAnswer(text, descriptor.response);
  } catch (error) {
    cause = error;
  }
  // What the call returns must be an object or an array (a call may return a list: `variants`).
  const held = isObject(data) && (descriptor.entity ? data[descriptor.entity] : data);
  if (Object(held) === held) return data as Json;
  throw new SystemError(systemMessage(requestId), {
    status: 200,
    code: 'INVALID_RESPONSE',
    requestId,
    request,
    bodyExcerpt: descriptor.sensitive ? undefined : text.slice(0, 200),
    cause,
  });
}

// Refused or unresolvable connections never reached the platform, so a write is safe to send again.
const NOT_SENT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/;
function nothingWasSent(error: NetworkError): boolean {
  let cause = error.cause as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cause && depth < 3; depth++, cause = cause.cause as typeof cause) {
    if (typeof cause.code === 'string' && NOT_SENT.test(cause.code)) return true;
  }
  return false;
}
