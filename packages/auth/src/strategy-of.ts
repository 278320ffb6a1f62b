import { ConfigError, type Client } from '@vitrine/http';
import type { OAuthStrategy } from './oauth';

/** The member flows work on a client created with `auth: oauth(…)`; anything else is a setup mistake. */
export function strategyOf(client: Client): OAuthStrategy {
  const auth = client?.auth as Partial<OAuthStrategy> | undefined;
  if (typeof auth?.signIn !== 'function' || typeof auth.clientId !== 'string') {
    throw new ConfigError('Member sign-in needs a client created with createClient({ auth: oauth({ clientId }) }).');
  }
  return auth as OAuthStrategy;
}
