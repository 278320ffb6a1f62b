'use client';
import type { Role, Tokens } from '@vitrine/auth';
import { useMemo, useSyncExternalStore } from 'react';
import { useVitrineContext } from '../context';
import { NO_TOKENS, sameTokens, tokenSource, type TokenSource } from './token-source';

export interface AuthState {
  role: Role;
  /** True only for role member. */
  loggedIn: boolean;
  tokens: Tokens;
}

/** A snapshot that keeps its identity until the tokens really change (useSyncExternalStore needs that). */
function tokenStore(source: TokenSource | undefined) {
  let last: Tokens = NO_TOKENS;
  return {
    subscribe: (onChange: () => void) => source?.onTokensChange(() => onChange()) ?? (() => {}),
    get: (): Tokens => {
      const now = source?.getTokens() ?? NO_TOKENS;
      if (!sameTokens(now, last)) last = now;
      return last;
    },
  };
}

// A server (and hydration) renders role none: tokens kept in the browser would otherwise mismatch the server's HTML.
const serverSnapshot = (): Tokens => NO_TOKENS;

/** Who the visitor is; re-renders on every token change (visitor minted, renewal, sign-in, logout). */
export function useAuth(): AuthState {
  const { client } = useVitrineContext();
  const store = useMemo(() => tokenStore(tokenSource(client)), [client]);
  const tokens = useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
  return useMemo(() => {
    const role = tokens.refreshToken.role;
    return { role, loggedIn: role === 'member', tokens };
  }, [tokens]);
}
