import type { Client } from '@vitrine/http';
import type { LoginResult } from './login-state';
import { oauthStrategyOf } from './oauth-client';

/** The client's last login state, kept on its oauth strategy (other clients keep none): what `processVerification` continues from. */
export const lastLoginState = (client: Client): LoginResult | undefined => oauthStrategyOf(client)?.lastLogin();

export function saveLoginState(client: Client, state: LoginResult): void {
  oauthStrategyOf(client)?.keepLogin(state);
}
