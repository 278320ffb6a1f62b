import { base64url, jwtVerify, type JWTPayload, type KeyLike } from 'jose';
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
  'no-expiry': 'The delivery has no expiry',
  'issued-in-future': 'The delivery was issued in the future',
  audience: 'The delivery is for another app',
  issuer: 'The delivery was not issued by the platform',
  claims: 'A claim of the delivery is not valid yet',
  replayed: 'The delivery was received already',
  payload: 'The delivery holds no event in the platform format',
};

export const refusal = (reason: EventRefusal, cause?: unknown, deliveryId?: string): EventVerificationError =>
  new EventVerificationError(reason, MESSAGES[reason], {
    ...(cause === undefined ? {} : { cause }),
    ...(deliveryId === undefined ? {} : { deliveryId }),
  });

/** The issuer the platform's tokens name (its own SDK checks the same on the tokens it verifies). */
export const PLATFORM_ISSUER = 'wix.com';

export interface TokenRules {
  /** This app's id: a token that names an audience must name this one. */
  appId?: string;
  /** How far ahead of this clock a token's `iat` may be, in seconds (the platform's clock may run ahead). */
  clockSkewSeconds: number;
}

export interface VerifiedToken {
  /** The `data` claim: the event, as JSON text. */
  data: string;
  /** What tells this delivery from every other: its `jti`, or else a digest of its signature. */
  id: string;
  /** Until when a replay of it must be refused (ms since the epoch): its `exp`, plus the clock skew. */
  expiresAt: number;
}

/**
 * The signature's bytes identify the token: RS256 is deterministic, and nobody without the key can make another
 * signature over the same claims. The bytes, not the text: base64url's spare bits let one signature be spelled
 * several ways, and each spelling verifies.
 */
async function signatureDigest(token: string): Promise<string> {
  const signature = new Uint8Array(base64url.decode(token.slice(token.lastIndexOf('.') + 1)));
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', signature)));
}

/** `exp` is required; `iat`, `aud` and `iss` are checked when the token has them. */
function checkClaims(claims: JWTPayload, rules: TokenRules): void {
  if (typeof claims.iat === 'number' && claims.iat > Date.now() / 1000 + rules.clockSkewSeconds)
    throw refusal('issued-in-future');
  if (claims.aud !== undefined && rules.appId !== undefined) {
    const audiences: unknown[] = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(rules.appId)) throw refusal('audience');
  }
  if (claims.iss !== undefined && claims.iss !== PLATFORM_ISSUER) throw refusal('issuer');
}

/**
 * The `data` claim of a token signed RS256 by the platform's key, with an `exp` not passed and the rules' claims
 * holding, and what identifies it; anything else is refused.
 */
export async function verifiedToken(body: string, key: KeyLike, rules: TokenRules): Promise<VerifiedToken> {
  const token = body.trim();
  if (!COMPACT_JWT.test(token)) throw refusal('malformed');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, key, { algorithms: ['RS256'], requiredClaims: ['exp'] }));
  } catch (error) {
    const { code, claim, reason } = error as { code?: unknown; claim?: unknown; reason?: unknown };
    if (claim === 'exp' && reason === 'missing') throw refusal('no-expiry', error);
    throw refusal((typeof code === 'string' && REFUSALS[code]) || 'signature', error);
  }
  checkClaims(claims, rules);
  if (typeof claims.data !== 'string') throw refusal('payload');
  const id = typeof claims.jti === 'string' ? `jti:${claims.jti}` : `sig:${await signatureDigest(token)}`;
  return { data: claims.data, id, expiresAt: ((claims.exp as number) + rules.clockSkewSeconds) * 1000 };
}
