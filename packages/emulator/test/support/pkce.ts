import { createHash, randomBytes } from 'node:crypto';

/** A fresh PKCE verifier and its S256 challenge. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
