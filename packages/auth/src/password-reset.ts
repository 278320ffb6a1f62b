import type { Client } from '@vitrine/http';
import { recover, sendRecoveryEmail } from '@vitrine/identity';
import { strategyOf } from './oauth-client';

/** Mails the member a link to reset the password; the link leads to `redirectUri`. */
export async function sendPasswordResetEmail(client: Client, email: string, redirectUri: string): Promise<void> {
  const { clientId } = strategyOf(client);
  await sendRecoveryEmail(client, { email, redirect: { url: redirectUri, clientId } });
}

/**
 * Sets a new password with the `recoveryToken` that the reset mail's link brought to `redirectUri`. The platform
 * ends the member's sessions: sign in again with the new password.
 */
export async function resetPassword(client: Client, recoveryToken: string, newPassword: string): Promise<void> {
  await recover(client, { recoveryToken, password: newPassword });
}
