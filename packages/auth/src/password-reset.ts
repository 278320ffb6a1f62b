import { IAM, type Client } from '@vitrine/http';
import { strategyOf } from './strategy-of';

/** Mails the member a link to reset the password; the link leads to `redirectUri`. */
export async function sendPasswordResetEmail(client: Client, email: string, redirectUri: string): Promise<void> {
  const { clientId } = strategyOf(client);
  await client.request({ method: 'POST', service: IAM, path: '/recovery/v1/send-email', body: { email, redirect: { url: redirectUri, clientId } } });
}
