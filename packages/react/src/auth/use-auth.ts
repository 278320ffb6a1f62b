'use client';
import { NO_TOKENS, oauthStrategyOf, type Role, type Tokens } from '@vitrine/auth';
import { useMemo, useSyncExternalStore } from 'react';
import { useVitrineContext } from '../context';

export interface AuthState {
  role: Role;
  /** True only for role member. */
  loggedIn: boolean;
  tokens: Tokens;
}

const noSubscription = (): (() => void) => () => {};
// A server (and hydration) renders role none: tokens kept in the browser would otherwise mismatch the server's HTML.
const serverSnapshot = (): Tokens => NO_TOKENS;

/** Who the visitor is; re-renders on every token change (visitor minted, renewal, sign-in, logout). */
export function useAuth(): AuthState {
  const { client } = useVitrineContext();
  const strategy = oauthStrategyOf(client);
  const subscribe = useMemo(
    () => (strategy ? (onChange: () => void) => strategy.onTokensChange(() => onChange()) : noSubscription),
    [strategy],
  );
  // The token store's getTokens() keeps its object until the tokens change, so it is the snapshot itself.
  const tokens = useSyncExternalStore(subscribe, strategy ? strategy.getTokens : serverSnapshot, serverSnapshot);
  return useMemo(() => {
    const role = tokens.refreshToken.role;
    return { role, loggedIn: role === 'member', tokens };
  }, [tokens]);
}
