import type { OAuthStrategy } from './oauth';
import { SIGN_IN_KEY } from './token-store';

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

/**
 * Reads and forgets the pending sign-in: a return URL works once, whatever its outcome. With `state`, only a
 * pending sign-in of that state is forgotten (the caller brought its own `oauthData`; another sign-in stays).
 */
export async function takePendingSignIn(strategy: OAuthStrategy, state?: string): Promise<PendingSignIn | undefined> {
  try {
    const raw = await strategy.storage.get(SIGN_IN_KEY);
    let data: Partial<PendingSignIn> | null = null;
    try {
      data = JSON.parse(String(raw)) as Partial<PendingSignIn> | null;
    } catch {
      /* unreadable: nothing pending */
    }
    if (state === undefined || data?.state === state) await strategy.storage.remove(SIGN_IN_KEY);
    const fields = [data?.state, data?.codeVerifier, data?.redirectUri, data?.originalUri];
    return fields.every((field) => typeof field === 'string') && data?.state ? (data as PendingSignIn) : undefined;
  } catch {
    return undefined;
  }
}
