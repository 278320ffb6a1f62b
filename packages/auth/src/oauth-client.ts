import { ConfigError, type Client } from '@vitrine/http';
import type { OAuthStrategy } from './oauth';

/** The one "is this an oauth client" check: its strategy when created with `auth: oauth(…)`, else undefined. */
export function oauthStrategyOf(client: Client | undefined): OAuthStrategy | undefined {
  const auth = client?.auth as Partial<OAuthStrategy> | undefined;
  return typeof auth?.signIn === 'function' && typeof auth.clientId === 'string' ? (auth as OAuthStrategy) : undefined;
}

/** The member flows work on a client created with `auth: oauth(…)`; anything else is a setup mistake. */
export function strategyOf(client: Client): OAuthStrategy {
  const strategy = oauthStrategyOf(client);
  if (!strategy)
    throw new ConfigError('Member sign-in needs a client created with createClient({ auth: oauth({ clientId }) }).');
  return strategy;
}
