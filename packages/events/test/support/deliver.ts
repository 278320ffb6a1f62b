// Deliveries in the platform's format, signed by a key pair made here: what the platform POSTs to an app.
import { exportSPKI, generateKeyPair, SignJWT, type KeyLike } from 'jose';

export interface Keys {
  privateKey: KeyLike;
  /** The public key as a PEM. */
  publicKey: string;
}

export async function makeKeys(): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, publicKey: await exportSPKI(publicKey) };
}

export interface DeliveryInit {
  eventType: string;
  payload: unknown;
  instanceId?: string;
  identity?: Record<string, unknown>;
  accountInfo?: Record<string, unknown>;
}

/** The `data` claim: JSON whose `identity` and `data` are JSON strings of their own. */
export const dataClaim = ({ eventType, payload, instanceId, identity, accountInfo }: DeliveryInit): string =>
  JSON.stringify({
    eventType,
    instanceId,
    ...(identity ? { identity: JSON.stringify(identity) } : {}),
    ...(accountInfo ? { accountInfo } : {}),
    data: JSON.stringify(payload),
  });

/** A JWT signed RS256 whose `data` claim is the event; valid for an hour unless `expiresAt` says otherwise. */
export function deliver(keys: Keys, init: DeliveryInit, expiresAt: number | string = '1h'): Promise<string> {
  return new SignJWT({ data: dataClaim(init) })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
}

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/** An unsigned token (`alg: none`) with the same claims. */
export const unsigned = (init: DeliveryInit): string =>
  `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify({ data: dataClaim(init) }))}.`;

/** HS256 with the public key's text as the secret: the classic key-confusion forgery. */
export const signedWithPublicKey = (keys: Keys, init: DeliveryInit): Promise<string> =>
  new SignJWT({ data: dataClaim(init) })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(keys.publicKey));

/** A signed JWT whose claims are `claims` as given. */
export const signedClaims = (keys: Keys, claims: Record<string, unknown>): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('1h').sign(keys.privateKey);

/** A signed JWT with exactly these claims: no `exp` nor `iat` unless they are given. */
export const signedExactly = (keys: Keys, claims: Record<string, unknown>): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(keys.privateKey);

/** Now, in the seconds of a token's claims. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
