import type { Client } from '@vitrine/http';
import { sendRecoveryEmail } from '@vitrine/identity';
import { strategyOf } from './oauth-client';

/** Mails the member a link to reset the password; the link leads to `redirectUri`. */
export async function sendPasswordResetEmail(client: Client, email: string, redirectUri: string): Promise<void> {
  const { clientId } = strategyOf(client);
  await sendRecoveryEmail(client, { email, redirect: { url: redirectUri, clientId } });
}
