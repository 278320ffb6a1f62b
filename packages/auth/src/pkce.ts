import { AuthError } from './errors';

/** RFC 7636's unreserved characters: the only ones a code verifier may hold. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
// 66 characters: bytes from 198 (3 × 66) up are dropped, so that every character is equally likely. A literal,
// not arithmetic, so that a bundle without PKCE drops it.
const LIMIT = 198;

export interface Pkce {
  codeVerifier: string;
  codeChallenge: string;
}

function webCrypto(): Crypto {
  const crypto = globalThis.crypto;
  if (!crypto?.subtle || !crypto.getRandomValues) {
    // Never fall back to Math.random: a guessable verifier is no proof at all.
    throw new AuthError('Sign-in needs WebCrypto (globalThis.crypto.subtle), which this runtime does not provide', {
      code: 'UNSUPPORTED',
    });
  }
  return crypto;
}

/** A string of `length` characters drawn uniformly from the verifier alphabet. */
export function randomString(length: number): string {
  const crypto = webCrypto();
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < LIMIT && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/** The S256 challenge of a verifier: base64url of its SHA-256, no padding. */
export async function deriveCodeChallenge(codeVerifier: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A new verifier of 43 to 128 characters and its S256 challenge. */
export async function createPkce(length = 43): Promise<Pkce> {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new RangeError(`Expected a length between 43 and 128. Received ${length}.`);
  }
  const codeVerifier = randomString(length);
  return { codeVerifier, codeChallenge: await deriveCodeChallenge(codeVerifier) };
}
