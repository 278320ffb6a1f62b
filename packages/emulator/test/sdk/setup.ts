import { createClient, type Client } from '@vitrine/http';
import {
  apiKey,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  memoryStorage,
  oauth,
  type OAuthStrategy,
} from '@vitrine/auth';
import type { OAuthApp, RunningEmulator } from '../../src/index';
import { adminHeaders, submitHostedForm } from '../../../../test-support/emulator';

export { adminHeaders, submitHostedForm } from '../../../../test-support/emulator';

/** The test storefront's origin, and the OAuth apps the suites sign in with (a client id with no app gets loopback only). */
export const SHOP_ORIGIN = 'http://shop.example:3000';
export const TEST_OAUTH_APPS: OAuthApp[] = ['shop', 'sdk-suite', 'sdk-auth'].map((clientId) => ({
  clientId,
  allowedRedirectOrigins: [SHOP_ORIGIN],
}));

export const LAYOUT_NAMES = ['api', 'site'] as const;
export type Layout = (typeof LAYOUT_NAMES)[number];

/** Every request a client sent, as `METHOD host path` (host is `main` or `readOnly`), so tests can pin the routing. */
export interface Recorder {
  sent: string[];
  fetch: typeof fetch;
}

export function recorder(emu: RunningEmulator): Recorder {
  const sent: string[] = [];
  const recording: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const host = url.origin === emu.url ? 'main' : url.origin === emu.readOnlyUrl ? 'readOnly' : url.origin;
    sent.push(`${init?.method ?? 'GET'} ${host} ${url.pathname}`);
    return fetch(input, init);
  };
  return { sent, fetch: recording };
}

export interface Clients {
  /** A visitor (oauth, tokens minted on the first call). */
  visitor: Client;
  strategy: OAuthStrategy;
  /** The dev API key. */
  merchant: Client;
  /** What each client sent. */
  visitorSent: string[];
  merchantSent: string[];
}

export function clients(emu: RunningEmulator, pathLayout: Layout, clientId = 'sdk-suite'): Clients {
  const v = recorder(emu);
  const m = recorder(emu);
  const strategy = oauth({ clientId, storage: memoryStorage() });
  return {
    visitor: createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: strategy, fetch: v.fetch }),
    strategy,
    merchant: createClient({
      host: emu.url,
      readOnlyHost: emu.readOnlyUrl,
      pathLayout,
      auth: apiKey({ apiKey: emu.apiKey }),
      fetch: m.fetch,
    }),
    visitorSent: v.sent,
    merchantSent: m.sent,
  };
}

export interface EmulatorEvent {
  seq: number;
  type: string;
  entityId: string;
  createdDate: string;
  data: Record<string, unknown>;
}

/** The emulator's event log for one entity, oldest first. */
export async function eventsOf(emu: RunningEmulator, entityId: string, type?: string): Promise<string[]> {
  const res = await fetch(`${emu.url}/__vitrine/events?limit=10000${type ? `&type=${type}` : ''}`, {
    headers: adminHeaders(emu),
  });
  const { events } = (await res.json()) as { events: EmulatorEvent[] };
  return events.filter((e) => e.entityId === entityId).map((e) => e.type);
}

export interface Mail {
  kind: string;
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

/** Mails to one address, newest first. */
export async function inbox(emu: RunningEmulator, to: string): Promise<Mail[]> {
  const res = await fetch(`${emu.url}/__vitrine/inbox.json?to=${encodeURIComponent(to)}`, {
    headers: adminHeaders(emu),
  });
  return ((await res.json()) as { mails: Mail[] }).mails;
}

export async function settings(
  emu: RunningEmulator,
  values: Partial<Record<'requireEmailVerification' | 'requireOwnerApproval' | 'requireCaptcha', boolean>>,
): Promise<void> {
  const res = await fetch(`${emu.url}/__vitrine/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...adminHeaders(emu) },
    body: JSON.stringify(values),
  });
  if (res.status !== 200) throw new Error(`settings: ${res.status}`);
}

/** The settled rejection of a promise (fails the test if it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown> & Error> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown> & Error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export function money(amount: string) {
  return { amount, convertedAmount: amount, formattedAmount: `€${amount}`, formattedConvertedAmount: `€${amount}` };
}

/**
 * Signs the client's visitor in as a member through the hosted login page (getAuthUrl → form → code →
 * getMemberTokens), as a browser would.
 */
export async function signInMember(client: Client, email: string, password: string): Promise<void> {
  const oauthData = await generateOAuthData('http://shop.example:3000/callback');
  const { authUrl } = await getAuthUrl(client, oauthData);
  const res = await submitHostedForm(authUrl, { email, password });
  if (res.status !== 303) throw new Error(`hosted login answered ${res.status}`);
  const returned = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
  await getMemberTokens(client, returned.get('code') ?? undefined, returned.get('state') ?? undefined, oauthData);
}
