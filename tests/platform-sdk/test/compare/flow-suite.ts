// Comparison 1 of issue 9: every call of docs/specification.md#7-calls that the platform's own SDK exposes, run
// through that SDK against the emulator, with the values it reads asserted. A shop built on the platform's SDK
// must work against the emulator as it works against the platform.
// This is the shared set-up of the flows*.test.ts files, one emulator per file.
import { startEmulator, type EmulatorOptions } from '@vitrine/emulator';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, expect, vi } from 'vitest';
import { platformModules } from './clients';
import { wireRecorder, type WireRecorder } from './wire-recorder';
import { adminHeaders, submitHostedForm } from '../../../../test-support/emulator';

export const CLIENT_ID = 'platform-sdk-flows';
export const SHOP = 'http://localhost:3000';
export const MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };
export const modules = platformModules;

/** A visitor of the platform SDK: modules of every section, tokens through the strategy. */
function visitorOf(recorder: WireRecorder) {
  return createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });
}
export type Visitor = ReturnType<typeof visitorOf>;

export interface Mail {
  link?: string;
  code?: string;
  kind: string;
}

/**
 * Starts the emulator of one test file (await it at the file's top level) with the platform's strategy sending
 * through the recorder; both stop when the file's tests are done.
 */
export async function startFlows(options: Pick<EmulatorOptions, 'cartV1' | 'catalogVersion'> = {}) {
  const emulator = await startEmulator({
    oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: [SHOP] }],
    // The flows of Catalog V1 run on a V1 store; the V3 flows ask for V3.
    catalogVersion: 'V1_CATALOG',
    ...options,
  });
  const recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform's strategy sends its token and sign-in calls through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);

  afterAll(async () => {
    vi.unstubAllGlobals();
    await emulator?.close();
  });

  const visitorClient = () => visitorOf(recorder);
  const merchantClient = () =>
    createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: 'emulator-site' }),
      fetch: recorder.fetch,
    });

  /** The dev inbox's mails to `to`, newest first (the emulator's stand-in for e-mail). */
  async function mailsTo(to: string): Promise<Mail[]> {
    const answer = await fetch(`${emulator.url}/__vitrine/inbox.json?to=${encodeURIComponent(to)}`, {
      headers: adminHeaders(emulator),
    });
    return ((await answer.json()) as { mails: Mail[] }).mails;
  }
  const lastMail = async (to: string): Promise<Mail> => (await mailsTo(to))[0]!;

  async function settings(values: Record<string, boolean>): Promise<void> {
    const answer = await fetch(`${emulator.url}/__vitrine/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
      body: JSON.stringify(values),
    });
    expect(answer.status).toBe(200);
  }

  /** Submits the hosted login form of an authorization URL; resolves to where the browser is sent next. */
  async function submitLogin(authUrl: string): Promise<string> {
    const answer = await submitHostedForm(authUrl, MEMBER);
    expect(answer.status).toBe(303);
    return answer.headers.get('location')!;
  }

  const paths = () => recorder.take().map((sent) => `${sent.method} ${sent.url.pathname}`);

  return { emulator, recorder, visitorClient, merchantClient, mailsTo, lastMail, settings, submitLogin, paths };
}
