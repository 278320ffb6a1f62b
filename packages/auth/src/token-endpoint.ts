import { isAnswerTooLargeError, isApiError, OAUTH, type Client } from '@vitrine/http';
import { readLimited } from '@vitrine/http/internal';
import { epochSeconds } from './clock';
import { AuthError } from './errors';
import { isFiniteNumber } from './tokens';
import type { Role, Tokens } from './types';

/** A token answer is a few hundred bytes; reading stops long before a runaway body fills memory. */
const MAX_TOKEN_ANSWER = 1 << 20;

const failed = (status: number, requestId?: string, error?: string, cause?: unknown): AuthError =>
  new AuthError('something went wrong', { code: 'TOKEN_REQUEST_FAILED', status, requestId, error, cause });

/**
 * One call to `POST /oauth2/token` (docs/wire.md#token-endpoint), its answer as sent. A non-200 is
 * `something went wrong` with its status and the platform's code; network faults pass through.
 */
export async function postTokenRequest(
  client: Client,
  body: Record<string, unknown>,
  idempotent: boolean,
): Promise<Record<string, unknown>> {
  try {
    return await client.request({
      method: 'POST',
      service: OAUTH,
      path: '/oauth2/token',
      body,
      auth: false,
      idempotent,
      read: readLimited(MAX_TOKEN_ANSWER),
      sensitive: true,
    });
  } catch (error) {
    // An answer past the limit is the platform's fault as much as a 5xx: `something went wrong`, as before.
    if (!isApiError(error) && !isAnswerTooLargeError(error)) throw error;
    throw failed(error.status, error.requestId, error.name === 'ApplicationError' ? error.code : undefined, error);
  }
}

/** A token answer as a checked token pair with the given role; an unusable one is `something went wrong` (200). */
export function tokensOf(answer: Record<string, unknown>, role: Role): Tokens {
  const { access_token: access, refresh_token: refresh, expires_in: expiresIn } = answer;
  // A numeric string is accepted; anything that would store a non-finite expiry is not.
  const lifetime = typeof expiresIn === 'string' && expiresIn.trim() ? Number(expiresIn) : expiresIn;
  if (
    typeof access !== 'string' ||
    !access ||
    typeof refresh !== 'string' ||
    !refresh ||
    !isFiniteNumber(lifetime) ||
    lifetime < 0
  ) {
    throw failed(200);
  }
  return {
    accessToken: { value: access, expiresAt: Math.floor(epochSeconds() + lifetime) },
    refreshToken: { value: refresh, role },
  };
}

/** One token request, its answer checked: the tokens of `role`. */
export async function requestTokens(
  client: Client,
  body: Record<string, string>,
  role: Role,
  idempotent: boolean,
): Promise<Tokens> {
  return tokensOf(await postTokenRequest(client, body, idempotent), role);
}

/** A 4xx other than 408 and 429 means the platform refused the grant; anything else may pass on its own. */
export const isRefused = (error: unknown): boolean =>
  error instanceof AuthError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;
