import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** `scrypt$<salt>$<hash>`, base64url, node:crypto defaults (N=16384, r=8, p=1). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string | undefined): boolean {
  if (!stored) return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * What an unknown e-mail's sign-in is checked against: a hash of a random password nobody knows, so that a sign-in
 * costs one scrypt whether the e-mail is a member's or not (a stranger cannot time who is a member).
 */
export const DUMMY_HASH = 'scrypt$hKyKwUsBxo26W143EtUgIg$MLeGDeLHwnCIQ4dE7e-HA0s9sS5KAFMSpsO7G4yKkFY';

/** The emulator's password hashing: scrypt (`startEmulator({ passwordHasher })` may wrap it, e.g. to count). */
export const SCRYPT_HASHER = Object.freeze({ hash: hashPassword, verify: verifyPassword });

/** The shortest password a member may choose (API, hosted sign-up and password pages alike). */
export const MIN_PASSWORD_LENGTH = 4;
