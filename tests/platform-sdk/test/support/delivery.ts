// A delivery in the platform's format (read from @wix/sdk's event-handlers-modules.js and AppStrategy.decodeJWT):
// the POST body is a JWT signed RS256 whose `data` claim is JSON text with `eventType`, `instanceId`, `identity`
// (JSON text again), `accountInfo` and `data` (the payload, JSON text too). Both SDKs read the same bodies; the
// emulator's sender can be checked against it.
import { exportSPKI, generateKeyPair, SignJWT, type KeyLike } from 'jose';

export interface AppKeys {
  privateKey: KeyLike;
  /** The app's public key as a PEM, as the platform's dashboard shows it. */
  publicKey: string;
  /** The same PEM in base64 on one line, as an environment variable holds it. */
  publicKeyBase64: string;
}

export async function appKeys(): Promise<AppKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportSPKI(publicKey);
  return { privateKey, publicKey: pem, publicKeyBase64: Buffer.from(pem).toString('base64') };
}

export type DeliveryIdentity =
  | { identityType: 'ANONYMOUS_VISITOR'; anonymousVisitorId: string }
  | { identityType: 'MEMBER'; memberId: string }
  | { identityType: 'WIX_USER'; wixUserId: string }
  | { identityType: 'APP'; appId: string };

export interface Delivery {
  eventType: string;
  /** The payload as the platform writes it (wire names: `id`, `createdDate`, media objects…). */
  payload: unknown;
  instanceId?: string;
  identity?: DeliveryIdentity;
  accountInfo?: { accountId?: string; parentAccountId?: string; siteId?: string };
}

/** The `data` claim of a delivery. */
export function deliveryData({ eventType, payload, instanceId, identity, accountInfo }: Delivery): string {
  return JSON.stringify({
    eventType,
    instanceId,
    ...(identity ? { identity: JSON.stringify(identity) } : {}),
    ...(accountInfo ? { accountInfo } : {}),
    data: JSON.stringify(payload),
  });
}

/** The body the platform POSTs: the delivery signed RS256, valid for five minutes unless `expiresAt` says otherwise. */
export function signDelivery(keys: Pick<AppKeys, 'privateKey'>, delivery: Delivery, expiresAt: number | string = '5m') {
  return new SignJWT({ data: deliveryData(delivery) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
}

/** A delivery as a Fetch request to an app's route. */
export async function deliveryRequest(url: string, keys: Pick<AppKeys, 'privateKey'>, delivery: Delivery) {
  return new Request(url, { method: 'POST', body: await signDelivery(keys, delivery) });
}
