import type { Client } from '@vitrine/http';
import { isRefused, requestTokens } from './token-endpoint';
import type { TokenStore } from './token-store';
import type { Tokens } from './types';
import { withLock } from './web-lock';

type FlightKind = 'renew' | 'visitor' | 'signIn';
const noop = (): void => {};

/**
 * The single-flight renewal of one strategy: one token change at a time, every call sharing the renewal under way.
 * Its token requests go through `tokenClient(client)`: the client of the call that needs them, or the strategy's.
 */
export class Renewal {
  readonly #store: TokenStore;
  readonly #clientId: string;
  readonly #tokenClient: (given?: Client) => Client;
  readonly #lockName: string;
  #flight: { kind: FlightKind; done: Promise<Tokens | undefined> } | undefined;

  constructor(store: TokenStore, clientId: string, tokenClient: (given?: Client) => Client) {
    this.#store = store;
    this.#clientId = clientId;
    this.#tokenClient = tokenClient;
    this.#lockName = `vitrine-auth:${clientId}`;
  }

  /** Runs `task` after the change under way; a renewal joins the renewal already under way. */
  exclusive<T extends Tokens | undefined>(kind: FlightKind, task: () => Promise<T>): Promise<T> {
    const flight = this.#flight;
    // Only a renewal joins, and a renewal's task answers Tokens | undefined like the one it joins.
    if (kind === 'renew' && flight?.kind === 'renew') return flight.done as Promise<T>;
    const done = (async () => {
      await flight?.done.catch(noop);
      return withLock(this.#lockName, task);
    })();
    const mine = { kind, done };
    this.#flight = mine;
    const settle = (): void => {
      if (this.#flight === mine) this.#flight = undefined;
    };
    done.then(settle, settle);
    return done;
  }

  /** Renews now, joining a renewal under way; undefined when a change meanwhile dropped the result. */
  renewToken(client?: Client): Promise<Tokens | undefined> {
    return this.exclusive('renew', () => this.#renew(true, client));
  }

  /** New visitor tokens after the change under way, kept unless the tokens were replaced meanwhile. */
  generateVisitorTokens(client?: Client): Promise<Tokens | undefined> {
    return this.exclusive('visitor', async () => {
      const keep = this.#store.begin();
      return keep(await this.#anonymous(client), 'visitor');
    });
  }

  /** Usable tokens for a call: the current ones, or the renewal's. */
  async tokensForCall(client?: Client): Promise<Tokens> {
    const store = this.#store;
    await store.ready;
    for (;;) {
      const usable = store.usable();
      if (usable) return usable;
      const tokens = await this.exclusive('renew', () => this.#renew(false, client));
      // Undefined: a logout or setTokens replaced the tokens meanwhile, so look again.
      if (tokens) return tokens;
    }
  }

  #anonymous(client?: Client): Promise<Tokens> {
    return requestTokens(
      this.#tokenClient(client),
      { clientId: this.#clientId, grantType: 'anonymous' },
      'visitor',
      true,
    );
  }

  async #renew(force: boolean, client?: Client): Promise<Tokens | undefined> {
    const store = this.#store;
    // Another tab may have renewed (or signed in) already: its tokens are in the shared storage.
    await store.sync();
    const usable = store.usable();
    if (!force && usable) return usable;
    const keep = store.begin();
    const refresh = store.getTokens().refreshToken;
    if (refresh.value && refresh.role !== 'none') {
      try {
        const body = { clientId: this.#clientId, refreshToken: refresh.value, grantType: 'refresh_token' };
        return await keep(await requestTokens(this.#tokenClient(client), body, refresh.role, true), 'renewed');
      } catch (error) {
        // Only a refusal ends the session; a 5xx, a timeout or a dropped connection keeps the member a member.
        if (!isRefused(error)) throw error;
      }
      return keep(await this.#anonymous(client), 'refused');
    }
    return keep(await this.#anonymous(client), 'visitor');
  }
}
