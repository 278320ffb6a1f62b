import { ConfigError, type CallOptions, type Client } from '@vitrine/http';
import { oauthStrategyOf } from './oauth-client';
import type { Tokens } from './types';

/**
 * For a server that needs only the visitor's tokens (a Next.js proxy, a request handler before it renders): a new
 * browser gets its visitor here, once, and an expiring access token is renewed, through `client`; resolves to the
 * tokens then in the strategy's storage. Nothing is sent when the stored tokens are still good.
 */
export async function ensureVisitor(client: Client, options?: CallOptions): Promise<Tokens> {
  const strategy = oauthStrategyOf(client);
  if (!strategy)
    throw new ConfigError('ensureVisitor needs a client created with createClient({ auth: oauth({ clientId }) }).');
  await strategy.getAuthHeaders(options, client);
  return strategy.getTokens();
}
