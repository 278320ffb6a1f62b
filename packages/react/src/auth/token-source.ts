'use client';
import type { OAuthStrategy, Tokens } from '@vitrine/auth';
import type { Client } from '@vitrine/http';

/** The parts of an oauth strategy the hooks watch; an apiKey client (or none) has no tokens to watch. */
export type TokenSource = Pick<OAuthStrategy, 'getTokens' | 'onTokensChange'>;

export function tokenSource(client: Client): TokenSource | undefined {
  const auth = client.auth as Partial<TokenSource> | undefined;
  return typeof auth?.getTokens === 'function' && typeof auth.onTokensChange === 'function' ? (auth as TokenSource) : undefined;
}

/** Role none: no tokens (also what a server renders, so hydration never mismatches). */
export const NO_TOKENS: Tokens = /* @__PURE__ */ Object.freeze({
  accessToken: Object.freeze({ value: '', expiresAt: 0 }),
  refreshToken: Object.freeze({ value: '', role: 'none' as const }),
});

export const sameTokens = (a: Tokens, b: Tokens): boolean =>
  a.accessToken.value === b.accessToken.value &&
  a.accessToken.expiresAt === b.accessToken.expiresAt &&
  a.refreshToken.value === b.refreshToken.value &&
  a.refreshToken.role === b.refreshToken.role;
