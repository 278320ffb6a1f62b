import type { Client } from '@vitrine/http';
import { redirectUrl } from './redirect-session';
import { sameOriginUrl } from './safe-url';
import { strategyOf } from './oauth-client';

/**
 * Creates the logout redirect session and then clears the tokens (role none); send the browser to `logoutUrl`.
 * `postFlowUrl` must share the page's origin (else the origin's root is used); a failed call keeps the member signed in.
 */
export async function logout(client: Client, postFlowUrl: string): Promise<{ logoutUrl: string }> {
  const strategy = strategyOf(client);
  const body = { logout: { clientId: strategy.clientId }, callbacks: { postFlowUrl: sameOriginUrl(postFlowUrl) } };
  const logoutUrl = await redirectUrl(client, body);
  await strategy.clearTokens();
  return { logoutUrl };
}
