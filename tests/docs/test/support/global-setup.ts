import { generateOAuthData, getAuthUrl, memoryStorage, oauth, register, type OAuthData } from '@vitrine/auth';
import { startEmulator } from '@vitrine/emulator';
import { createClient } from '@vitrine/http';
import type { TestProject } from 'vitest/node';
import { adminHeaders, submitHostedForm } from '../../../../test-support/emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    docsHosts: { host: string; readOnlyHost: string; adminToken: string };
    /** A member whose e-mail is not verified yet: the platform asks for a code at every sign-in. */
    unverifiedMember: { email: string; password: string };
    /** A server's callback route after a redirect sign-in: where the platform sent the browser, and the secrets. */
    serverSignIn: { callbackUrl: string; oauthData: OAuthData };
    /** The store of this project: its blocks are the ones that need it (test/support/store-version.ts). */
    catalogVersion: 'V1_CATALOG' | 'V3_CATALOG';
  }
}

export const CLIENT_ID = 'my-shop';
export const DEMO_MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };

/** The hosted login page as the demo member fills it in: answers where the browser is sent back to. */
export async function hostedLogin(url: string): Promise<string> {
  const answer = await submitHostedForm(url, DEMO_MEMBER);
  const back = answer.headers.get('location');
  if (answer.status < 300 || answer.status > 399 || !back)
    throw new Error(`the hosted login answered ${answer.status}`);
  return back;
}

/**
 * One emulator for every README block of the project's store version (`my-shop` may return to https://shop.example as the examples do), and what
 * only a server can prepare: the settings, a new member, a finished redirect sign-in.
 */
export default async function startPlatform(project: TestProject): Promise<() => Promise<void>> {
  const catalogVersion = project.name === 'v1' ? 'V1_CATALOG' : 'V3_CATALOG';
  project.provide('catalogVersion', catalogVersion);
  const emulator = await startEmulator({
    port: 0,
    readOnlyPort: 0,
    db: ':memory:',
    seed: 'demo',
    catalogVersion,
    oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: ['https://shop.example', 'http://localhost:3000'] }],
  });
  const host = emulator.url;
  project.provide('docsHosts', { host, readOnlyHost: emulator.readOnlyUrl, adminToken: emulator.adminToken });

  await fetch(`${host}/__vitrine/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
    body: JSON.stringify({ requireEmailVerification: true }),
  });
  const member = { email: `reader-${crypto.randomUUID()}@docs.example`, password: 'a-good-password' };
  await register(createClient({ host, auth: oauth({ clientId: CLIENT_ID }) }), member);
  project.provide('unverifiedMember', member);

  const oauthData = await generateOAuthData('https://shop.example/callback', 'https://shop.example/');
  const server = createClient({ host, auth: oauth({ clientId: CLIENT_ID, storage: memoryStorage() }) });
  const { authUrl } = await getAuthUrl(server, oauthData, { responseMode: 'query' });
  project.provide('serverSignIn', { callbackUrl: await hostedLogin(authUrl), oauthData });

  return () => emulator.close();
}
