'use client';
import type { OAuthStrategy } from '@vitrine/auth';
import { ConfigError, type Client } from '@vitrine/http';

/** Member sign-in needs an oauth strategy; anything else is a setup mistake, said clearly. */
export function strategyOf(client: Client): OAuthStrategy {
  const auth = client.auth as Partial<OAuthStrategy> | undefined;
  if (typeof auth?.clientId !== 'string' || typeof auth.setTokens !== 'function') {
    throw new ConfigError('Sign-in hooks need a client created with createClient({ auth: oauth({ clientId }) }).');
  }
  return auth as OAuthStrategy;
}
