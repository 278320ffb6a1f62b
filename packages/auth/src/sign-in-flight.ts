import { AuthError } from './errors';
import type { Renewal } from './renewal';
import type { TokenStore } from './token-store';
import type { Tokens } from './types';

/**
 * Runs a member-token exchange while every other token change waits, and keeps its result as the member's tokens;
 * a logout or setTokens meanwhile turns it into `Failed to get member tokens`.
 */
export function runSignIn(store: TokenStore, renewal: Renewal, exchange: () => Promise<Tokens>): Promise<Tokens> {
  return renewal.exclusive('signIn', async () => {
    const keep = store.begin();
    const kept = await keep(await exchange(), 'member');
    if (!kept) throw new AuthError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED' });
    return kept;
  });
}
