import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export const VERIFIER_FORMAT =
  'The code verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1)';

export function isWellFormedVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Whether the verifier's S256 challenge is the one the authorization request made (compared in constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const x = Buffer.from(s256(verifier));
  const y = Buffer.from(challenge);
  return x.length === y.length && timingSafeEqual(x, y);
}
