import type { Client } from '@vitrine/http';
import { isRefused, requestTokens } from './token-endpoint';
import type { TokenStore } from './token-store';
import type { Tokens } from './types';
import { withLock } from './web-lock';

type FlightKind = 'renew' | 'visitor' | 'signIn';
const noop = (): void => {};

/** The single-flight renewal of one strategy: one token change at a time, every call sharing the renewal under way. */
export interface Renewal {
  /** Runs `task` after the change under way; a renewal joins the renewal already under way. */
  exclusive<T extends Tokens | undefined>(kind: FlightKind, task: () => Promise<T>): Promise<T>;
  /** Renews now, joining a renewal under way; undefined when a change meanwhile dropped the result. */
  renewToken(): Promise<Tokens | undefined>;
  /** New visitor tokens after the change under way, kept unless the tokens were replaced meanwhile. */
  generateVisitorTokens(): Promise<Tokens | undefined>;
  /** Usable tokens for a call: the current ones, or the renewal's. */
  tokensForCall(): Promise<Tokens>;
}

export function createRenewal(store: TokenStore, clientId: string, client: () => Client): Renewal {
  const lockName = `vitrine-auth:${clientId}`;
  let flight: { kind: FlightKind; done: Promise<Tokens | undefined> } | undefined;

  const anonymous = (): Promise<Tokens> =>
    requestTokens(client(), { clientId, grantType: 'anonymous' }, 'visitor', true);

  function exclusive<T extends Tokens | undefined>(kind: FlightKind, task: () => Promise<T>): Promise<T> {
    // Only a renewal joins, and a renewal's task answers Tokens | undefined like the one it joins.
    if (kind === 'renew' && flight?.kind === 'renew') return flight.done as Promise<T>;
    const before = flight?.done;
    const done = (async () => {
      await before?.catch(noop);
      return withLock(lockName, task);
    })();
    const mine = { kind, done };
    flight = mine;
    const settle = (): void => {
      if (flight === mine) flight = undefined;
    };
    done.then(settle, settle);
    return done;
  }

  async function renew(force: boolean): Promise<Tokens | undefined> {
    // Another tab may have renewed (or signed in) already: its tokens are in the shared storage.
    await store.sync();
    const usable = store.usable();
    if (!force && usable) return usable;
    const keep = store.begin();
    const refresh = store.getTokens().refreshToken;
    if (refresh.value && refresh.role !== 'none') {
      try {
        const body = { clientId, refreshToken: refresh.value, grantType: 'refresh_token' };
        return await keep(await requestTokens(client(), body, refresh.role, true), 'renewed');
      } catch (error) {
        // Only a refusal ends the session; a 5xx, a timeout or a dropped connection keeps the member a member.
        if (!isRefused(error)) throw error;
      }
      return keep(await anonymous(), 'refused');
    }
    return keep(await anonymous(), 'visitor');
  }

  const generateVisitorTokens = (): Promise<Tokens | undefined> =>
    exclusive('visitor', async () => {
      const keep = store.begin();
      return keep(await anonymous(), 'visitor');
    });

  async function tokensForCall(): Promise<Tokens> {
    await store.ready;
    for (;;) {
      const usable = store.usable();
      if (usable) return usable;
      const tokens = await exclusive('renew', () => renew(false));
      // Undefined: a logout or setTokens replaced the tokens meanwhile, so look again.
      if (tokens) return tokens;
    }
  }

  return { exclusive, renewToken: () => exclusive('renew', () => renew(true)), generateVisitorTokens, tokensForCall };
}
