import { jwtVerify, type KeyLike } from 'jose';
import { EventVerificationError, type EventRefusal } from './errors';

// Three base64url parts: anything else is no token, whatever it claims to be.
const COMPACT_JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;

// jose's error codes (strings, so they hold across its ESM and CJS copies).
const REFUSALS: Record<string, EventRefusal> = {
  ERR_JWS_INVALID: 'malformed',
  ERR_JWT_INVALID: 'malformed',
  ERR_JOSE_ALG_NOT_ALLOWED: 'algorithm',
  ERR_JOSE_NOT_SUPPORTED: 'algorithm',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'signature',
  ERR_JWT_EXPIRED: 'expired',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'claims',
};

const MESSAGES: Record<EventRefusal, string> = {
  malformed: 'The delivery is no JWT',
  'too-large': 'The delivery is too large',
  algorithm: 'The delivery is not signed RS256',
  signature: 'The signature of the delivery does not match the public key',
  expired: 'The delivery has expired',
  claims: 'A claim of the delivery is not valid yet',
  payload: 'The delivery holds no event in the platform format',
};

export const refusal = (reason: EventRefusal, cause?: unknown): EventVerificationError =>
  new EventVerificationError(reason, MESSAGES[reason], cause === undefined ? undefined : { cause });

/** The `data` claim of a token signed RS256 by the platform's key and not expired; anything else is refused. */
export async function verifiedData(body: string, key: KeyLike): Promise<string> {
  const token = body.trim();
  if (!COMPACT_JWT.test(token)) throw refusal('malformed');
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['RS256'] }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw refusal((typeof code === 'string' && REFUSALS[code]) || 'signature', error);
  }
  if (typeof claims.data !== 'string') throw refusal('payload');
  return claims.data;
}
