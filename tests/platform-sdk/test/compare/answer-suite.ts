// Comparison 3 of issue 9: for each call, the emulator's answer (asked for by the platform SDK) is replayed byte for
// byte to both SDKs, and both must read the same SDK-side values: dates, non-finite decimals, media URIs, page URLs,
// addresses, renamed ids and paging totals. Deliberate differences are undone in ./compare/answers.ts.
// This is the shared set-up of the answers-*.test.ts files, one emulator per file.
import type * as vitrineAuth from '@vitrine/auth';
import * as catalogue from '@vitrine/catalogue';
import { startEmulator, type EmulatorOptions } from '@vitrine/emulator';
import type { Client } from '@vitrine/http';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { platformError, platformValue, replay, vitrineError, vitrineValue } from './answers';
import { adminHeaders } from '../../../../test-support/emulator';
import {
  COMPARISON_APP,
  platformKey,
  platformVisitor,
  vitrineKey,
  vitrineVisitor,
  type PlatformClient,
  type PlatformKeyClient,
} from './clients';
import { wireRecorder, type SentRequest } from './wire-recorder';

/** Where the replaying clients think they are: never reached, every answer is the recorded one. */
const REPLAY_HOSTS = { host: 'https://replay.invalid', readOnlyHost: 'https://read.replay.invalid' };

type Side<C> = (client: C) => Promise<unknown>;

export interface Case<P> {
  call: string;
  setup?: () => Promise<unknown>;
  platform: Side<P>;
  vitrine: Side<Client>;
  /**
   * The part of the platform SDK's result that ours returns (ours unwraps `{ cart }`, `{ product }`, …), read with
   * the answer both were given.
   */
  pick?: (value: unknown, answer: string) => unknown;
  /** Changes the recorded answer before the replay (non-finite decimals). */
  edit?: (answer: string) => string;
  /** The answer's status when it is not 200 (a refused sign-in is an answer too). */
  status?: number;
  /** What must hold of our value, beyond equality (so that "both undefined" cannot pass). */
  check?: (value: never) => void;
}

export const at = (key: string) => (value: unknown) => (value as Record<string, unknown>)[key];
/** The paged result's data, without its methods. */
export const page = (value: unknown) => {
  const { items, totalCount } = value as { items: unknown[]; totalCount?: number };
  return { items, totalCount };
};

export const isDate = (value: unknown) => expect(value).toBeInstanceOf(Date);

/**
 * Starts the emulator of one test file (await it at the file's top level) and a visitor's tokens for both SDKs;
 * `visitor`, `withKey` and `compareError` make a case's test. Everything stops when the file's tests are done.
 */
/** On a V1 store unless asked (the Catalog V1 comparisons need one; Catalog V3's want `'V3_CATALOG'`). */
export async function startAnswerComparison(options: Pick<EmulatorOptions, 'catalogVersion'> = {}) {
  const emulator = await startEmulator({ oauthApps: [COMPARISON_APP], catalogVersion: 'V1_CATALOG', ...options });
  const recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform strategy's own calls (sign-in, tokens) go through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);
  const hosts = { host: emulator.url, readOnlyHost: emulator.readOnlyUrl };
  const ours = vitrineVisitor(undefined, hosts, recorder.fetch);
  const tokens = await (ours.auth as vitrineAuth.OAuthStrategy).generateVisitorTokens();
  const live = {
    ours,
    oursKey: vitrineKey(hosts, recorder.fetch),
    theirs: platformVisitor(tokens, recorder.fetch),
    theirsKey: platformKey(recorder.fetch),
  };
  const storeVariantId = (await catalogue.queryStoreVariants(live.oursKey, { paging: { limit: 1 } })).variants[0]!._id!;
  recorder.take();

  /** The dev inbox's last mail to `to` (the emulator's stand-in for e-mail). */
  async function lastMail(to: string): Promise<{ link?: string; code?: string }> {
    const answer = await fetch(`${emulator.url}/__vitrine/inbox.json?to=${encodeURIComponent(to)}`, {
      headers: adminHeaders(emulator),
    });
    const { mails } = (await answer.json()) as { mails: { link?: string; code?: string }[] };
    return mails[0]!;
  }

  async function requireEmailVerification(on: boolean): Promise<void> {
    await fetch(`${emulator.url}/__vitrine/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
      body: JSON.stringify({ requireEmailVerification: on }),
    });
  }

  // A case that asked for e-mail verification leaves the site as the seed made it.
  afterEach(() => requireEmailVerification(false));

  afterAll(async () => {
    vi.unstubAllGlobals();
    await emulator?.close();
  });

  /** The platform SDK asks the emulator; its one answer must have the case's status (200 unless said). */
  async function answerTo<P>(c: Case<P>, client: P, refused = false): Promise<SentRequest> {
    await c.setup?.();
    recorder.take();
    await (refused ? expect(c.platform(client)).rejects.toBeDefined() : c.platform(client));
    const requests = recorder.take();
    expect(requests.map((r) => `${r.method} ${r.url.pathname} ${r.status}`)).toEqual([
      expect.stringMatching(new RegExp(` ${c.status ?? 200}$`)),
    ]);
    return requests[0]!;
  }

  function compare<P>(
    c: Case<P>,
    liveClient: () => P,
    replayed: (fetch: typeof globalThis.fetch) => { ours: Client; theirs: P },
  ) {
    return async () => {
      const recorded = await answerTo(c, liveClient());
      const answer = { status: recorded.status, answer: c.edit ? c.edit(recorded.answer) : recorded.answer };
      const replayFetch = replay(answer);
      const clients = replayed(replayFetch);
      vi.stubGlobal('fetch', replayFetch);
      const theirs = platformValue(
        (c.pick ?? ((v) => v))(
          await c.platform(clients.theirs).finally(() => vi.stubGlobal('fetch', recorder.fetch)),
          answer.answer,
        ),
      );
      const ours = await c.vitrine(clients.ours);
      expect(vitrineValue(ours, theirs)).toEqual(theirs);
      c.check?.(ours as never);
    };
  }

  const visitor = (c: Case<PlatformClient>) =>
    compare(
      c,
      () => platformVisitor(tokens, recorder.fetch),
      (fetch) => ({ ours: vitrineVisitor(tokens, REPLAY_HOSTS, fetch), theirs: platformVisitor(tokens, fetch) }),
    );
  const withKey = (c: Case<PlatformKeyClient>) =>
    compare(
      c,
      () => live.theirsKey,
      (fetch) => ({ ours: vitrineKey(REPLAY_HOSTS, fetch), theirs: platformKey(fetch) }),
    );

  function compareError(c: Case<PlatformClient> & { status: number }) {
    return async () => {
      const recorded = await answerTo(c, live.theirs, true);
      const replayFetch = replay(recorded);
      const theirs = await c.platform(platformVisitor(tokens, replayFetch)).then(() => 'resolved', platformError);
      const ours = await c
        .vitrine(vitrineVisitor(tokens, REPLAY_HOSTS, replayFetch))
        .then(() => 'resolved', vitrineError);
      expect(ours).toEqual(theirs);
      expect(ours).toMatchObject({ status: c.status, requestId: 'replayed', code: expect.any(String) });
    };
  }

  return { emulator, live, tokens, storeVariantId, lastMail, requireEmailVerification, visitor, withKey, compareError };
}
