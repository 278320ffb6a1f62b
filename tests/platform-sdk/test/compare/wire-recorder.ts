// Both SDKs' requests, as they left each SDK, routed to one emulator: the raw material of comparisons 2 and 3.
import type { RunningEmulator } from '@vitrine/emulator';

/** One request as the SDK sent it (before the host was swapped for the emulator's), and the answer it got. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
  status: number;
  answer: string;
  /** The answer's headers, names in lower case. */
  answerHeaders: Record<string, string>;
}

/** The platform SDK's two hosts: every call of an `OAuthStrategy` client goes to the edge host, the rest to www. */
export const PLATFORM_HOSTS = ['www.wixapis.com', 'edge.wixapis.com'];

export interface WireRecorder {
  /** Give this to both SDKs (`fetch` option) and, stubbed, as the global fetch the platform's token calls use. */
  fetch: typeof fetch;
  /** Everything recorded since the last `take()`, emptied. */
  take(): SentRequest[];
}

/**
 * Records each request and sends it on: the platform hosts go to the emulator's main listener (it serves every
 * method), our SDK's requests go where our SDK sent them (the emulator's main or read-only listener).
 */
export function wireRecorder(emulator: RunningEmulator, upstream: typeof fetch): WireRecorder {
  let seen: SentRequest[] = [];
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const target = PLATFORM_HOSTS.includes(url.host) ? new URL(url.pathname + url.search, emulator.url) : url;
    const response = await upstream(target, {
      method: request.method,
      headers: request.headers,
      body: body || undefined,
      redirect: 'manual',
    });
    const answer = await response.clone().text();
    seen.push({
      method: request.method,
      url,
      headers: Object.fromEntries(request.headers),
      body,
      status: response.status,
      answer,
      answerHeaders: Object.fromEntries(response.headers),
    });
    return response;
  };
  return {
    fetch: send,
    take() {
      const out = seen;
      seen = [];
      return out;
    },
  };
}
