import { ConfigError } from '@vitrine/http';
import { importSPKI, type KeyLike } from 'jose';

const PEM = /^-----BEGIN PUBLIC KEY-----/;

/**
 * The app's public key as the platform's dashboard gives it: a PEM, or the PEM in base64 on one line (the form
 * an environment variable holds). A bare base64 SPKI (the PEM's body alone) is taken too.
 */
export function publicKeyPem(publicKey: string): string {
  const key = publicKey.trim();
  if (PEM.test(key)) return key;
  const decoded = atob(key.replace(/\s+/g, ''));
  if (PEM.test(decoded.trim())) return decoded.trim();
  const lines = key.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

/** The verification key, read once; a key that is no RSA public key is the app's configuration to fix. */
export async function importPublicKey(publicKey: string): Promise<KeyLike> {
  try {
    return await importSPKI(publicKeyPem(publicKey), 'RS256');
  } catch (cause) {
    throw new ConfigError('The publicKey of createEventReceiver is no RSA public key (PEM or base64)', { cause });
  }
}
