// The storefront page of chromium.test.ts, bundled for the browser: a visitor signs in silently while two other
// frames (another origin, and the authorization origin in a window that is not ours) slip in their own codes.
import { createClient } from '@vitrine/http';
import { getMemberTokensForDirectLogin, oauth } from '../src';

async function signIn(host: string, forgers: string[]): Promise<unknown> {
  const auth = oauth({ clientId: 'client-1' });
  const client = createClient({ host, auth });
  const result = getMemberTokensForDirectLogin(client, 'session-1');
  // The forgers load once the sign-in's state exists, and post before the real answer comes.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const src of forgers) {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.appendChild(frame);
  }
  const tokens = await result;
  return {
    role: tokens.refreshToken.role,
    loggedIn: auth.loggedIn(),
    frames: document.querySelectorAll('iframe').length,
  };
}

(window as unknown as { vitrineTest: unknown }).vitrineTest = { signIn };
