import type { Client } from '@vitrine/http';
import { AuthError } from './errors';
import { createPkce, randomString } from './pkce';
import { authSessionBody, redirectUrl } from './redirect-session';
import { strategyOf } from './oauth-client';
import { requestTokens } from './token-endpoint';
import type { Tokens } from './types';

/** The specification's limit for the hidden-frame sign-in. */
export const SILENT_SIGN_IN_TIMEOUT_MS = 120_000;
const FRAME_ATTRIBUTE = 'data-vitrine-sign-in';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Turns a session token (from `login`/`register`) into member tokens without leaving the page: the authorization
 * page runs in a hidden frame and posts `{ code, state }` back. Only that frame's window, from the authorization
 * page's origin and with this sign-in's state, is listened to. One frame at a time; other calls are not blocked.
 */
export function getMemberTokensForDirectLogin(client: Client, sessionToken: string): Promise<Tokens> {
  const strategy = strategyOf(client);
  if (typeof document === 'undefined' || typeof window === 'undefined') {
    return Promise.reject(new AuthError('The silent sign-in needs a browser document', { code: 'UNSUPPORTED' }));
  }
  if (document.querySelector(`iframe[${FRAME_ATTRIBUTE}]`)) {
    return Promise.reject(new AuthError('A silent sign-in is already running', { code: 'SIGN_IN_BUSY' }));
  }
  // In the document before the first await, so that a second call sees it at once.
  const frame = document.createElement('iframe');
  frame.setAttribute(FRAME_ATTRIBUTE, '');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.display = 'none';
  document.body.appendChild(frame);

  return new Promise<Tokens>((resolve, reject) => {
    const controller = new AbortController();
    let expected: { origin: string; state: string; codeVerifier: string; redirectUri: string } | undefined;
    let settled = false;
    const stop = (): void => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      controller.abort();
      frame.remove();
    };
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      stop();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new AuthError('OAuth flow timed out', { code: 'TIMEOUT' })),
      SILENT_SIGN_IN_TIMEOUT_MS,
    );

    function onMessage(event: MessageEvent): void {
      const data: unknown = event.data;
      const source = frame.contentWindow;
      if (settled || !expected || !source || event.source !== source || event.origin !== expected.origin) return;
      if (!isObject(data) || data.state !== expected.state) return;
      const { code, error } = data;
      if (typeof error === 'string' && error) {
        const errorDescription = typeof data.error_description === 'string' ? data.error_description : undefined;
        fail(new AuthError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED', error, errorDescription }));
        return;
      }
      if (typeof code !== 'string' || !code) return;
      settled = true;
      stop();
      // The authorization request named a redirect URI, so the exchange must repeat it (RFC 6749 §4.1.3).
      const body = {
        clientId: strategy.clientId,
        grantType: 'authorization_code',
        redirectUri: expected.redirectUri,
        code,
        codeVerifier: expected.codeVerifier,
      };
      strategy.signIn(() => requestTokens(strategy.tokenClient(client), body, 'member', false)).then(resolve, reject);
    }
    window.addEventListener('message', onMessage);

    (async () => {
      const { codeVerifier, codeChallenge } = await createPkce();
      const state = randomString(32);
      const request = {
        redirectUri: location.origin,
        codeChallenge,
        state,
        responseMode: 'web_message',
        prompt: 'none',
        sessionToken,
      } as const;
      const url = await redirectUrl(client, authSessionBody(strategy, request), { signal: controller.signal });
      if (settled) return;
      expected = { origin: new URL(url).origin, state, codeVerifier, redirectUri: request.redirectUri };
      frame.src = url;
    })().catch(fail);
  });
}
