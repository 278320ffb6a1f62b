// Comparison 3 of issue 9: for each call, the emulator's answer (asked for by the platform SDK) is replayed byte for
// byte to both SDKs, and both must read the same SDK-side values: dates, non-finite decimals, media URIs, page URLs,
// addresses, renamed ids and paging totals. Deliberate differences are undone in ./compare/answers.ts.
import * as vitrineAuth from '@vitrine/auth';
import * as cart from '@vitrine/cart';
import * as catalogue from '@vitrine/catalogue';
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import type { Client } from '@vitrine/http';
import * as identity from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import { OAuthStrategy } from '@wix/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  answeredRefreshToken,
  platformError,
  platformValue,
  replay,
  vitrineError,
  vitrineValue,
  withValue,
} from './compare/answers';
import {
  CLIENT_ID,
  platformKey,
  platformVisitor,
  vitrineKey,
  vitrineVisitor,
  type PlatformClient,
  type PlatformKeyClient,
} from './compare/clients';
import { address, fresh, giftWrap, SHIRT, shirtLine } from './compare/inputs';
import { wireRecorder, type SentRequest, type WireRecorder } from './compare/wire-recorder';

const oauthData = {
  state: 'state-answers',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  redirectUri: 'http://localhost:5173/callback',
  originalUri: 'http://localhost:5173/account',
};

/** Where the replaying clients think they are: never reached, every answer is the recorded one. */
const REPLAY_HOSTS = { host: 'https://replay.invalid', readOnlyHost: 'https://read.replay.invalid' };

let emulator: RunningEmulator;
let recorder: WireRecorder;
let tokens: vitrineAuth.Tokens;
let live: { ours: Client; oursKey: Client; theirs: PlatformClient; theirsKey: PlatformKeyClient };
let lineId: string;
let cartId: string;
let storeVariantId: string;
let recoveryToken: string;
let pending: { stateToken: string; code: string };

beforeAll(async () => {
  emulator = await startEmulator();
  recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform strategy's own calls (sign-in, tokens) go through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);
  const hosts = { host: emulator.url, readOnlyHost: emulator.readOnlyUrl };
  const ours = vitrineVisitor(undefined, hosts, recorder.fetch);
  tokens = await (ours.auth as vitrineAuth.OAuthStrategy).generateVisitorTokens();
  live = {
    ours,
    oursKey: vitrineKey(hosts, recorder.fetch),
    theirs: platformVisitor(tokens, recorder.fetch),
    theirsKey: platformKey(recorder.fetch),
  };
  storeVariantId = (await catalogue.queryStoreVariants(live.oursKey, { paging: { limit: 1 } })).variants[0]!._id!;
  recorder.take();
});

// A case that asked for e-mail verification leaves the site as the seed made it.
afterEach(() => requireEmailVerification(false));

afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator?.close();
});

type Side<C> = (client: C) => Promise<unknown>;

interface Case<P> {
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

const at = (key: string) => (value: unknown) => (value as Record<string, unknown>)[key];
/** The paged result's data, without its methods. */
const page = (value: unknown) => {
  const { items, totalCount } = value as { items: unknown[]; totalCount?: number };
  return { items, totalCount };
};

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

async function ensureCart(): Promise<void> {
  const added = await cart.addToCurrentCart(live.ours, { lineItems: [fresh(shirtLine)] });
  lineId = added.lineItems.find((line) => line.catalogReference?.catalogItemId === SHIRT)!._id!;
  await cart.updateCurrentCart(live.ours, {
    couponCode: 'WELCOME10',
    cartInfo: { contactInfo: { address: fresh(address) } },
  } as never);
}

/** The dev inbox's last mail to `to` (the emulator's stand-in for e-mail). */
async function lastMail(to: string): Promise<{ link?: string; code?: string }> {
  const answer = await fetch(`${emulator.url}/__vitrine/inbox.json?to=${encodeURIComponent(to)}`);
  const { mails } = (await answer.json()) as { mails: { link?: string; code?: string }[] };
  return mails[0]!;
}

async function requireEmailVerification(on: boolean): Promise<void> {
  await fetch(`${emulator.url}/__vitrine/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requireEmailVerification: on }),
  });
}

/** A new member's sign-up waiting for the e-mailed code: its state token and the code. */
async function pendingSignUp(email: string): Promise<void> {
  await requireEmailVerification(true);
  const answer = await identity.register(live.ours, { loginId: { email }, password: 'answers-2' } as never);
  await requireEmailVerification(false);
  pending = { stateToken: answer.stateToken!, code: (await lastMail(email)).code! };
}

const isDate = (value: unknown) => expect(value).toBeInstanceOf(Date);

const cartCases: Case<PlatformClient>[] = [
  {
    call: 'getCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.getCurrentCart(),
    vitrine: (c) => cart.getCurrentCart(c),
    check: (value: cart.Cart) => {
      isDate(value._createdDate);
      expect(value._id).toEqual(expect.any(String));
      expect(value.contactInfo?.address).toMatchObject({
        addressLine1: 'Torstraße 1',
        formatted: 'Torstraße 1, 10119 Berlin',
        location: { latitude: 52.53, longitude: 13.4 },
      });
      expect(value.lineItems.find((l) => l._id === lineId)?.url).toBe(`${emulator.url}/product-page/linen-shirt`);
      expect(value.lineItems.find((l) => l._id === lineId)?.image).toMatch(
        /^image:\/\/v1\/[^/]+\/[^#]+#originWidth=\d+&originHeight=\d+$/,
      );
    },
  },
  {
    call: 'getCurrentCart with non-finite decimals on the wire',
    setup: ensureCart,
    platform: (c) => c.currentCart.getCurrentCart(),
    vitrine: (c) => cart.getCurrentCart(c),
    edit: (answer) =>
      withValue(
        withValue(answer, 'cart.lineItems.0.physicalProperties.weight', 'NaN'),
        'cart.contactInfo.address.geocode.latitude',
        '-Infinity',
      ),
    check: (value: cart.Cart) => {
      expect(value.lineItems[0]?.physicalProperties?.weight).toBeNaN();
      expect(value.contactInfo?.address?.location?.latitude).toBe(-Infinity);
    },
  },
  {
    call: 'updateCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.updateCurrentCart({ cartInfo: { buyerNote: 'gift' } } as never),
    vitrine: (c) => cart.updateCurrentCart(c, { cartInfo: { buyerNote: 'gift' } } as never),
  },
  {
    call: 'addToCurrentCart',
    platform: (c) => c.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] }),
    vitrine: (c) => cart.addToCurrentCart(c, { lineItems: [fresh(shirtLine)] }),
    pick: at('cart'),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.removeLineItemsFromCurrentCart([lineId]),
    vitrine: (c) => cart.removeLineItemsFromCurrentCart(c, [lineId]),
    pick: at('cart'),
  },
  {
    call: 'removeCouponFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.removeCouponFromCurrentCart(),
    vitrine: (c) => cart.removeCouponFromCurrentCart(c),
    pick: at('cart'),
  },
  {
    call: 'updateCurrentCartLineItemQuantity',
    setup: ensureCart,
    platform: (c) => c.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity: 3 }]),
    vitrine: (c) => cart.updateCurrentCartLineItemQuantity(c, [{ _id: lineId, quantity: 3 }]),
    pick: at('cart'),
  },
  {
    call: 'estimateCurrentCartTotals (express, with its delivery slot)',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'express' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
      }),
    vitrine: (c) =>
      cart.estimateCurrentCartTotals(c, {
        selectedShippingOption: { code: 'express' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
      }),
    check: (value: cart.EstimateTotalsResponse) => {
      const slot = value.shippingInfo?.selectedCarrierServiceOption?.logistics?.deliveryTimeSlot;
      isDate(slot?.from);
      isDate(slot?.to);
    },
  },
  {
    call: 'estimateCurrentCartTotals (pickup, with its address)',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'pickup' },
        shippingAddress: fresh(address),
      }),
    vitrine: (c) =>
      cart.estimateCurrentCartTotals(c, {
        selectedShippingOption: { code: 'pickup' },
        shippingAddress: fresh(address),
      }),
    check: (value: cart.EstimateTotalsResponse) => {
      const pickup = value.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails?.address;
      expect(pickup).toMatchObject({ addressLine1: expect.any(String), city: 'Berlin' });
      expect(pickup).not.toHaveProperty('addressLine');
    },
  },
  {
    call: 'createCheckoutFromCurrentCart',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
        shippingAddress: fresh(address),
        email: 'ada@vitrine.dev',
      }),
    vitrine: (c) =>
      cart.createCheckoutFromCurrentCart(c, {
        channelType: 'WEB',
        shippingAddress: fresh(address),
        email: 'ada@vitrine.dev',
      }),
  },
  {
    call: 'deleteCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.deleteCurrentCart(),
    vitrine: (c) => cart.deleteCurrentCart(c),
  },
];

/**
 * A custom line carries its own price, so only the merchant adds one (API key), to the visitor's cart by its id: the
 * platform SDK's `cart.addToCart`. Ours has no such call; it reads the same `{ cart }` answer as an add to the
 * current cart. Last: from here on the visitor's cart holds a custom line item.
 */
const merchantCartCases: Case<PlatformKeyClient>[] = [
  {
    call: 'addToCart (a cart by its id) with a custom line item (its page URL)',
    setup: async () => {
      await ensureCart();
      cartId = (await cart.getCurrentCart(live.ours))._id!;
    },
    platform: (c) => c.cart.addToCart(cartId, { customLineItems: [fresh(giftWrap)] } as never),
    vitrine: (c) => cart.addToCurrentCart(c, { customLineItems: [fresh(giftWrap)] } as never),
    pick: at('cart'),
    check: (value: cart.Cart) => {
      const custom = value.lineItems.find((line) => line.productName?.original === 'Gift wrap');
      expect(custom?.url).toBe('https://shop.example/gift-wrap?x=1');
    },
  },
];

const catalogueCases: Case<PlatformClient>[] = [
  {
    call: 'queryProducts (query-platformized)',
    platform: (c) => c.products.queryProducts().eq('productType', 'physical').skip(2).limit(3).find(),
    vitrine: async (c) => page(await catalogue.queryProducts(c).eq('productType', 'physical').skip(2).limit(3).find()),
    pick: page,
    check: (value: { items: catalogue.Product[]; totalCount?: number }) => {
      expect(value.items).toHaveLength(3);
      expect(value.totalCount).toEqual(expect.any(Number));
      isDate(value.items[0]?.lastUpdated);
      // Product media stay wire objects in both SDKs (the platform declares no media transform for products v1).
      expect(value.items[0]?.media?.mainMedia?.image?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__vitrine\/media\//);
      expect(value.items[0]?._id).toEqual(expect.any(String));
    },
  },
  {
    call: 'getProduct',
    platform: (c) => c.products.getProduct(SHIRT),
    vitrine: (c) => catalogue.getProduct(c, SHIRT),
    pick: at('product'),
    check: (value: catalogue.Product) => {
      expect(value._id).toBe(SHIRT);
      isDate(value._createdDate);
    },
  },
  {
    call: 'getCollectionBySlug (v1)',
    platform: (c) => c.products.getCollectionBySlug('sale'),
    vitrine: (c) => catalogue.getCollectionBySlug(c, 'sale'),
    pick: at('collection'),
  },
  {
    call: 'getProductOptionsAvailability',
    platform: (c) => c.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' }),
    vitrine: (c) => catalogue.getProductOptionsAvailability(c, SHIRT, { Size: 'M', Color: 'White' }),
  },
  {
    call: 'queryProductVariants',
    platform: (c) =>
      c.products.queryProductVariants(SHIRT, { choices: { Color: 'Sage' }, paging: { limit: 2, offset: 1 } }),
    vitrine: (c) =>
      catalogue.queryProductVariants(c, SHIRT, { choices: { Color: 'Sage' }, paging: { limit: 2, offset: 1 } }),
    check: (value: catalogue.VariantsPage<catalogue.Variant>) => expect(value.totalResults).toEqual(expect.any(Number)),
  },
  {
    call: 'queryCollections (v2)',
    platform: (c) => c.collections.queryCollections().limit(2).find(),
    vitrine: async (c) => page(await catalogue.queryCollections(c).limit(2).find()),
    pick: page,
    check: (value: { totalCount?: number }) => expect(value.totalCount).toBe(6),
  },
  {
    call: 'getCollection (v2)',
    platform: (c) => c.collections.getCollection('col-sale'),
    vitrine: (c) => catalogue.getCollection(c, 'col-sale'),
  },
  {
    call: 'getCollectionBySlug (v2)',
    platform: (c) => c.collections.getCollectionBySlug('sale'),
    vitrine: (c) => catalogue.getCollectionBySlugV2(c, 'sale'),
    pick: at('collection'),
  },
];

const keyCases: Case<PlatformKeyClient>[] = [
  {
    call: 'getProduct with merchant data',
    platform: (c) => c.products.getProduct(SHIRT, { includeMerchantSpecificData: true }),
    vitrine: (c) => catalogue.getProduct(c, SHIRT, { includeMerchantSpecificData: true }),
    pick: at('product'),
  },
  {
    call: 'queryStoreVariants',
    platform: (c) => c.products.queryStoreVariants({ paging: { limit: 3, offset: 1 } }),
    vitrine: (c) => catalogue.queryStoreVariants(c, { paging: { limit: 3, offset: 1 } }),
  },
  {
    call: 'getStoreVariant',
    platform: (c) => c.products.getStoreVariant(storeVariantId),
    vitrine: (c) => catalogue.getStoreVariant(c, storeVariantId),
    pick: at('variant'),
  },
  {
    call: 'createProduct',
    platform: (c) =>
      c.products.createProduct({
        name: 'Answered mug',
        priceData: { price: 12.5 },
        costAndProfitData: { itemCost: 4 },
        productType: 'physical',
      } as never),
    vitrine: (c) =>
      catalogue.createProduct(c, {
        name: 'Answered mug',
        priceData: { price: 12.5 },
        costAndProfitData: { itemCost: 4 },
        productType: 'physical',
      } as never),
    pick: at('product'),
  },
  {
    call: 'updateProductVariants',
    platform: (c) =>
      c.products.updateProductVariants(SHIRT, [{ choices: { Size: 'M', Color: 'White' }, price: 61 }] as never),
    vitrine: (c) =>
      catalogue.updateProductVariants(c, SHIRT, [{ choices: { Size: 'M', Color: 'White' }, price: 61 }] as never),
    pick: at('variants'),
  },
  {
    call: 'createCollection',
    platform: (c) => c.products.createCollection({ name: 'Answered' } as never),
    vitrine: (c) => catalogue.createCollection(c, { name: 'Answered' } as never),
    pick: at('collection'),
  },
  {
    call: 'updateProduct',
    platform: (c) => c.products.updateProduct('prod-olive-oil', { ribbon: 'Sale' } as never),
    vitrine: (c) => catalogue.updateProduct(c, { _id: 'prod-olive-oil', ribbon: 'Sale' } as never),
    pick: at('product'),
  },
  {
    call: 'updateCollection',
    platform: (c) => c.products.updateCollection('col-pantry', { description: 'Answered' } as never),
    vitrine: (c) => catalogue.updateCollection(c, { _id: 'col-pantry', description: 'Answered' } as never),
    pick: at('collection'),
  },
  {
    call: 'bulkAdjustProductProperty',
    platform: (c) => c.products.bulkAdjustProductProperty({ price: { amount: 1 } } as never, [SHIRT]),
    vitrine: (c) => catalogue.bulkAdjustProductProperty(c, [SHIRT], { price: { amount: 1 } } as never),
  },
  {
    call: 'authentication.signOn',
    platform: (c) => c.authentication.signOn({ email: 'ada@vitrine.dev' }),
    vitrine: (c) => identity.signOn(c, { loginId: { email: 'ada@vitrine.dev' } } as never),
  },
  {
    call: 'bulkUpdateProductsProperty',
    platform: (c) => c.products.bulkUpdateProductsProperty([SHIRT, 'no-such-product'], { price: 20 }),
    vitrine: (c) => catalogue.bulkUpdateProductsProperty(c, [SHIRT, 'no-such-product'], { price: 20 }),
  },
];

const redirectAndIdentityCases: Case<PlatformClient>[] = [
  {
    call: 'createRedirectSession',
    platform: (c) =>
      c.redirects.createRedirectSession({
        logout: { clientId: CLIENT_ID },
        callbacks: { postFlowUrl: 'http://localhost:5173/' },
      }),
    vitrine: (c) =>
      createRedirectSession(c, {
        logout: { clientId: CLIENT_ID },
        callbacks: { postFlowUrl: 'http://localhost:5173/' },
      } as never),
  },
  {
    call: 'authentication.loginV2',
    platform: (c) => c.authentication.loginV2({ email: 'ada@vitrine.dev' }, { password: 'vitrine-demo' }),
    vitrine: (c) => identity.login(c, { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' } as never),
    check: (value: { identity?: { _id?: string; _createdDate?: Date } }) => {
      expect(value.identity?._id).toEqual(expect.any(String));
      isDate(value.identity?._createdDate);
    },
  },
  {
    call: 'authentication.registerV2',
    platform: (c) =>
      c.authentication.registerV2(
        { email: 'answers@vitrine.dev' },
        { password: 'answers-1', profile: { firstName: 'Ann' } },
      ),
    vitrine: (c) =>
      identity.register(c, {
        loginId: { email: 'answers@vitrine.dev' },
        password: 'answers-1',
        profile: { firstName: 'Ann' },
      } as never),
  },
];

const recoveryAndVerificationCases: Case<PlatformClient>[] = [
  {
    call: 'recovery.recover',
    setup: async () => {
      await identity.sendRecoveryEmail(live.ours, { email: 'ada@vitrine.dev' } as never);
      recoveryToken = new URL((await lastMail('ada@vitrine.dev')).link!).searchParams.get('recoveryToken')!;
    },
    platform: (c) => c.recovery.recover(recoveryToken, { password: 'vitrine-demo' }),
    vitrine: (c) => identity.recover(c, { recoveryToken, password: 'vitrine-demo' }),
    check: (value: { identity?: { _updatedDate?: Date } }) => isDate(value.identity?._updatedDate),
  },
  {
    call: 'register, e-mail verification required',
    setup: () => requireEmailVerification(true),
    platform: (c) => c.authentication.registerV2({ email: 'verify-me@vitrine.dev' }, { password: 'answers-3' }),
    vitrine: (c) =>
      identity.register(c, { loginId: { email: 'verify-me@vitrine.dev' }, password: 'answers-3' } as never),
    check: (value: { state?: string; stateToken?: string }) =>
      expect(value).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) }),
  },
  {
    call: 'verification.verifyDuringAuthentication',
    setup: () => pendingSignUp('verified@vitrine.dev'),
    platform: (c) => c.verification.verifyDuringAuthentication(pending.code, { stateToken: pending.stateToken }),
    vitrine: (c) => identity.verifyDuringAuthentication(c, { code: pending.code, stateToken: pending.stateToken }),
    check: (value: { state?: string; identity?: { _createdDate?: Date } }) => {
      expect(value.state).toBe('SUCCESS');
      isDate(value.identity?._createdDate);
    },
  },
];

/** The strategies' sign-in results: the same answer must give the same login state, error and error code. */
const strategyCases: Case<PlatformClient>[] = [
  {
    call: 'login, success',
    platform: (c) => c.auth.login({ email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) => expect(value.loginState).toBe('SUCCESS'),
  },
  {
    call: 'login, wrong password',
    status: 400,
    platform: (c) => c.auth.login({ email: 'ada@vitrine.dev', password: 'not-it' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'ada@vitrine.dev', password: 'not-it' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' }),
  },
  {
    call: 'login, password reset required',
    status: 400,
    platform: (c) => c.auth.login({ email: 'reset@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'reset@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword' }),
  },
  {
    call: 'register, e-mail taken',
    status: 409,
    platform: (c) => c.auth.register({ email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.register(c, { email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' }),
  },
  {
    call: 'register, e-mail verification required',
    setup: () => requireEmailVerification(true),
    platform: (c) => c.auth.register({ email: 'verify-strategy@vitrine.dev', password: 'answers-4' }),
    vitrine: (c) => vitrineAuth.register(c, { email: 'verify-strategy@vitrine.dev', password: 'answers-4' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: expect.any(String) },
      }),
  },
  {
    call: 'getAuthUrl (the hosted login page)',
    platform: (c) => c.auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'query' }),
    vitrine: (c) => vitrineAuth.getAuthUrl(c, oauthData, { prompt: 'login', responseMode: 'query' }),
    // Ours answers only the URL; theirs adds the session's endpoint and token.
    pick: (value) => ({ authUrl: (value as { authUrl: string }).authUrl }),
    check: (value: { authUrl: string }) =>
      expect(value.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__vitrine\/pages\/auth\?/),
  },
  {
    call: 'logout (the logout page)',
    platform: (c) => c.auth.logout('http://localhost:5173/bye'),
    vitrine: (c) => vitrineAuth.logout(c, 'http://localhost:5173/bye'),
    check: (value: { logoutUrl: string }) => expect(value.logoutUrl).toMatch(/\/__vitrine\/pages\/logout\?/),
  },
  {
    call: 'processVerification, the e-mailed code',
    setup: () => pendingSignUp('verified-strategy@vitrine.dev'),
    platform: (c) =>
      c.auth.processVerification({ verificationCode: pending.code }, {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: pending.stateToken },
      } as never),
    vitrine: (c) =>
      vitrineAuth.processVerification(
        c,
        { verificationCode: pending.code },
        { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: pending.stateToken } },
      ),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } }),
  },
];

/** Token answers: the same token pair (values, expiry in epoch seconds, role) from one answer. */
const tokenCases: Case<PlatformClient>[] = [
  {
    call: 'visitor tokens (anonymous grant)',
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).generateVisitorTokens(),
    vitrine: (c) => (c.auth as vitrineAuth.OAuthStrategy).generateVisitorTokens(),
    check: (value: vitrineAuth.Tokens) => expect(value.refreshToken.role).toBe('visitor'),
  },
  {
    call: 'token renewal (refresh_token grant)',
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).renewToken(tokens.refreshToken),
    vitrine: (c) => (c.auth as vitrineAuth.OAuthStrategy).renewToken(),
    pick: answeredRefreshToken,
    check: (value: vitrineAuth.Tokens) =>
      expect([value.refreshToken.role, value.refreshToken.value === tokens.refreshToken.value]).toEqual([
        'visitor',
        false,
      ]),
  },
];

/** Refused calls: the emulator's error answer gives the same status, request id, sentence and code in both SDKs. */
const errorCases: (Case<PlatformClient> & { status: number })[] = [
  {
    call: 'getProduct of an unknown id (404)',
    status: 404,
    platform: (c) => c.products.getProduct('prod-not-there'),
    vitrine: (c) => catalogue.getProduct(c, 'prod-not-there'),
  },
  {
    call: 'removeCouponFromCurrentCart without a cart',
    status: 404,
    setup: () => cart.deleteCurrentCart(live.ours).catch(() => undefined),
    platform: (c) => c.currentCart.removeCouponFromCurrentCart(),
    vitrine: (c) => cart.removeCouponFromCurrentCart(c),
  },
];

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

describe('comparison 3: one emulator answer, read by both SDKs, gives the same values', () => {
  test.each(cartCases.map((c) => [c.call, c] as const))('cart: %s', (_, c) => visitor(c)());
  test.each(merchantCartCases.map((c) => [c.call, c] as const))('cart (API key): %s', (_, c) => withKey(c)());
  test.each(catalogueCases.map((c) => [c.call, c] as const))('catalogue read: %s', (_, c) => visitor(c)());
  test.each(keyCases.map((c) => [c.call, c] as const))('catalogue (API key): %s', (_, c) => withKey(c)());
  test.each(errorCases.map((c) => [c.call, c] as const))('errors: %s', (_, c) => compareError(c)());
  test.each(tokenCases.map((c) => [c.call, c] as const))('tokens: %s', async (_, c) => {
    // Both SDKs count the expiry from now, in whole seconds: one frozen clock for both.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await visitor(c)();
    } finally {
      vi.useRealTimers();
    }
  });
  test.each(recoveryAndVerificationCases.map((c) => [c.call, c] as const))('recovery and verification: %s', (_, c) =>
    visitor(c)(),
  );
  test.each(strategyCases.map((c) => [c.call, c] as const))('auth strategy: %s', (_, c) => visitor(c)());
  test.each(redirectAndIdentityCases.map((c) => [c.call, c] as const))('redirects and identity: %s', (_, c) =>
    visitor(c)(),
  );
});
