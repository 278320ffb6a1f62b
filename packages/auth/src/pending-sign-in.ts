import { SIGN_IN_KEY, type OAuthStrategy } from './oauth';

/** What must survive the trip to the authorization page: kept in the strategy's storage, used once. */
export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  originalUri: string;
}

export const savePendingSignIn = async (strategy: OAuthStrategy, pending: PendingSignIn): Promise<void> => {
  await strategy.storage.set(SIGN_IN_KEY, JSON.stringify(pending));
};

/** Reads and forgets the pending sign-in: a return URL works once, whatever its outcome. */
export async function takePendingSignIn(strategy: OAuthStrategy): Promise<PendingSignIn | undefined> {
  let raw: unknown;
  try {
    raw = await strategy.storage.get(SIGN_IN_KEY);
    await strategy.storage.remove(SIGN_IN_KEY);
    const data = JSON.parse(String(raw)) as Partial<PendingSignIn> | null;
    const fields = [data?.state, data?.codeVerifier, data?.redirectUri, data?.originalUri];
    return fields.every((field) => typeof field === 'string') && data?.state ? (data as PendingSignIn) : undefined;
  } catch {
    return undefined;
  }
}
