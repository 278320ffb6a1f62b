// Comparison 2 of issue 9: for every call both SDKs have, the same inputs give the same request (method, path
// after the host, query with `.r` decoded, JSON body with keys sorted, the form of Authorization). Deliberate
// differences are undone in ./compare/normalise.ts and listed in packages/emulator/README.md.
import * as vitrineAuth from '@vitrine/auth';
import * as cart from '@vitrine/cart';
import * as catalogue from '@vitrine/catalogue';
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { createClient, type Client } from '@vitrine/http';
import * as identity from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import { OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  CLIENT_ID,
  platformKey,
  platformVisitor,
  SITE_ID,
  vitrineKey,
  type PlatformClient,
  type PlatformKeyClient,
} from './compare/clients';
import { address, fresh, giftWrap, SHIRT, shirtLine } from './compare/inputs';
import {
  normalisePlatform,
  normaliseVitrine,
  platformHeaders,
  uncomparedHeaders,
  vitrineHeaders,
  type Credentials,
} from './compare/normalise';
import { wireRecorder, type SentRequest, type WireRecorder } from './compare/wire-recorder';

const oauthData = {
  state: 'state-123',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  redirectUri: 'http://localhost:5173/callback',
  originalUri: 'http://localhost:5173/account',
};
const verificationPending = {
  loginState: 'EMAIL_VERIFICATION_REQUIRED',
  data: { stateToken: 'state-token-1' },
} as const;

let emulator: RunningEmulator;
let recorder: WireRecorder;
let credentials: Credentials;
let ours: { visitor: Client; key: Client; strategy: vitrineAuth.OAuthStrategy };
let theirs: { visitor: PlatformClient; key: PlatformKeyClient };
let clientOptions: { host: string; readOnlyHost: string; fetch: typeof fetch; retry: number };
let lineId: string;
let storeVariantId: string;

beforeAll(async () => {
  emulator = await startEmulator();
  recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform's strategy mints and renews tokens, and signs in, through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);
  const strategy = vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() });
  clientOptions = { host: emulator.url, readOnlyHost: emulator.readOnlyUrl, fetch: recorder.fetch, retry: 0 };
  ours = {
    visitor: createClient({ ...clientOptions, auth: strategy }),
    key: vitrineKey(clientOptions, recorder.fetch),
    strategy,
  };
  // One visitor for both SDKs: the same inputs include the same tokens, and both see the same cart.
  const tokens = await strategy.generateVisitorTokens();
  theirs = {
    visitor: platformVisitor(tokens, recorder.fetch),
    key: platformKey(recorder.fetch),
  };
  credentials = { 'access token': tokens.accessToken.value, 'API key': emulator.apiKey };
  const variants = await catalogue.queryStoreVariants(ours.key, { paging: { limit: 1 } });
  storeVariantId = variants.variants[0]!._id!;
  recorder.take();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator?.close();
});

interface Case {
  /** The call, as both SDKs name it. */
  call: string;
  /** Runs before each side's call (not recorded): both start from the same state. */
  setup?: () => Promise<unknown>;
  vitrine: () => Promise<unknown>;
  platform: () => Promise<unknown>;
  /** Requests each side sends (a token call included); 1 unless said. */
  requests?: number;
  /** Why the second side's answer may differ from the first's (the first call used up what it named). */
  changesState?: string;
}

/** A cart with the shirt in it; adding the same item again keeps its line, so both sides see one line id. */
async function ensureCart(): Promise<void> {
  const added = await cart.addToCurrentCart(ours.visitor, { lineItems: [fresh(shirtLine)] });
  lineId = added.lineItems.find((line) => line.catalogReference?.catalogItemId === SHIRT)!._id!;
}

/** Sends one side's call; a refused call still sent its request, which is what is compared here. */
async function sent(setup: Case['setup'], call: () => Promise<unknown>): Promise<SentRequest[]> {
  await setup?.();
  recorder.take();
  await call().catch(() => undefined);
  return recorder.take();
}

/**
 * `platformHost`: the edge host for the calls of an `OAuthStrategy` client's modules, the main one for API keys
 * and for the strategy's own calls (tokens, sign-in, its redirect sessions), which use a client of their own.
 */
function compare({ setup, vitrine, platform, requests = 1, changesState }: Case, platformHost = 'edge.wixapis.com') {
  return async () => {
    const platformRequests = await sent(setup, platform);
    const vitrineRequests = await sent(setup, vitrine);
    expect(platformRequests.length, 'requests the platform SDK sent').toBe(requests);
    expect(vitrineRequests.length, 'requests Vitrine sent').toBe(requests);
    expect(vitrineRequests.map((r) => normaliseVitrine(r, credentials))).toEqual(
      platformRequests.map((r) => normalisePlatform(r, credentials)),
    );
    // The hosts, not compared, are as the README's table says (D0).
    const readOnly = (r: SentRequest) => r.method === 'GET' && !r.url.pathname.endsWith('/v1/carts/current');
    expect(vitrineRequests.map((r) => r.url.origin)).toEqual(
      vitrineRequests.map((r) => (readOnly(r) ? emulator.readOnlyUrl : emulator.url)),
    );
    expect(platformRequests.map((r) => r.url.host)).toEqual(
      platformRequests.map((r) => (r.headers.authorization === emulator.apiKey ? 'www.wixapis.com' : platformHost)),
    );
    // The headers left out of the comparison are as the README's table says (H1, H2).
    expect(vitrineRequests.map(uncomparedHeaders)).toEqual(vitrineRequests.map(vitrineHeaders));
    expect(platformRequests.map(uncomparedHeaders)).toEqual(
      platformRequests.map((r) => platformHeaders(r, emulator.apiKey, SITE_ID)),
    );
    // The same request must get the same answer status from the emulator (it must not tell the SDKs apart).
    if (!changesState) {
      const status = (r: SentRequest) => `${r.status} ${r.status === 200 ? '' : r.answer}`;
      expect(platformRequests.map(status), "the platform SDK request's answer").toEqual(vitrineRequests.map(status));
    }
  };
}

const cartCases: Case[] = [
  {
    call: 'getCurrentCart',
    setup: ensureCart,
    vitrine: () => cart.getCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.getCurrentCart(),
  },
  {
    call: 'updateCurrentCart',
    vitrine: () =>
      cart.updateCurrentCart(ours.visitor, {
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'gift', contactInfo: { address: fresh(address) } },
      }),
    platform: () =>
      theirs.visitor.currentCart.updateCurrentCart({
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'gift', contactInfo: { address: fresh(address) } },
      }),
  },
  {
    call: 'addToCurrentCart',
    vitrine: () =>
      cart.addToCurrentCart(ours.visitor, {
        lineItems: [fresh(shirtLine)],
        customLineItems: [fresh(giftWrap)],
      } as never),
    platform: () =>
      theirs.visitor.currentCart.addToCurrentCart({
        lineItems: [fresh(shirtLine)],
        customLineItems: [fresh(giftWrap)],
      } as never),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    vitrine: () => cart.removeLineItemsFromCurrentCart(ours.visitor, ['line-that-is-not-there']),
    platform: () => theirs.visitor.currentCart.removeLineItemsFromCurrentCart(['line-that-is-not-there']),
  },
  {
    call: 'removeCouponFromCurrentCart',
    vitrine: () => cart.removeCouponFromCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.removeCouponFromCurrentCart(),
  },
  {
    call: 'updateCurrentCartLineItemQuantity',
    setup: ensureCart,
    vitrine: () => cart.updateCurrentCartLineItemQuantity(ours.visitor, [{ _id: lineId, quantity: 2 }]),
    platform: () => theirs.visitor.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity: 2 }]),
  },
  {
    call: 'estimateCurrentCartTotals',
    setup: ensureCart,
    vitrine: () =>
      cart.estimateCurrentCartTotals(ours.visitor, {
        selectedShippingOption: { code: 'standard' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedMemberships: {
          memberships: [{ _id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [lineId] }],
        },
      }),
    platform: () =>
      theirs.visitor.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'standard' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedMemberships: {
          memberships: [{ _id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [lineId] }],
        },
      }),
  },
  {
    call: 'createCheckoutFromCurrentCart',
    setup: ensureCart,
    vitrine: () =>
      cart.createCheckoutFromCurrentCart(ours.visitor, {
        channelType: 'WEB',
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedShippingOption: { code: 'standard' },
        email: 'ada@vitrine.dev',
      }),
    platform: () =>
      theirs.visitor.currentCart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedShippingOption: { code: 'standard' },
        email: 'ada@vitrine.dev',
      }),
  },
  {
    call: 'deleteCurrentCart',
    setup: ensureCart,
    vitrine: () => cart.deleteCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.deleteCurrentCart(),
  },
];

/** Enough ids that the encoded query is over 4000 characters. */
const manyIds = Array.from({ length: 150 }, (_, i) => `prod-not-there-${String(i).padStart(4, '0')}`);

const catalogueReadCases: Case[] = [
  {
    call: 'queryProducts (query-platformized)',
    vitrine: () =>
      catalogue.queryProducts(ours.visitor).eq('productType', 'physical').ascending('price').skip(2).limit(3).find(),
    platform: () =>
      theirs.visitor.products.queryProducts().eq('productType', 'physical').ascending('price').skip(2).limit(3).find(),
  },
  {
    call: 'queryProducts, renamed field names and a date value',
    vitrine: () =>
      catalogue
        .queryProducts(ours.visitor)
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .hasSome('collectionIds', ['col-apparel', 'col-pantry'])
        .descending('_id')
        .find(),
    platform: () =>
      theirs.visitor.products
        .queryProducts()
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .hasSome('collectionIds', ['col-apparel', 'col-pantry'])
        .descending('_id')
        .find(),
  },
  {
    call: 'queryProducts over 4000 characters (the POST fallback)',
    vitrine: () => catalogue.queryProducts(ours.visitor).in('_id', manyIds).find(),
    platform: () => theirs.visitor.products.queryProducts().in('_id', manyIds).find(),
  },
  {
    call: 'getProduct',
    vitrine: () => catalogue.getProduct(ours.key, SHIRT, { includeMerchantSpecificData: true }),
    platform: () => theirs.key.products.getProduct(SHIRT, { includeMerchantSpecificData: true }),
  },
  {
    call: 'getCollectionBySlug (v1)',
    vitrine: () => catalogue.getCollectionBySlug(ours.visitor, 'home-kitchen'),
    platform: () => theirs.visitor.products.getCollectionBySlug('home-kitchen'),
  },
  {
    call: 'getProductOptionsAvailability',
    vitrine: () => catalogue.getProductOptionsAvailability(ours.visitor, SHIRT, { Size: 'M', Color: 'White' }),
    platform: () => theirs.visitor.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' }),
  },
  {
    call: 'queryProductVariants',
    vitrine: () =>
      catalogue.queryProductVariants(ours.visitor, SHIRT, {
        choices: { Color: 'Sage' },
        paging: { limit: 2, offset: 1 },
      }),
    platform: () =>
      theirs.visitor.products.queryProductVariants(SHIRT, {
        choices: { Color: 'Sage' },
        paging: { limit: 2, offset: 1 },
      }),
  },
  {
    call: 'queryStoreVariants',
    vitrine: () =>
      catalogue.queryStoreVariants(ours.key, { filter: { productId: SHIRT }, paging: { limit: 2, offset: 0 } }),
    platform: () =>
      theirs.key.products.queryStoreVariants({ filter: { productId: SHIRT }, paging: { limit: 2, offset: 0 } }),
  },
  {
    call: 'getStoreVariant',
    vitrine: () => catalogue.getStoreVariant(ours.key, storeVariantId),
    platform: () => theirs.key.products.getStoreVariant(storeVariantId),
  },
  {
    call: 'queryCollections (v2)',
    vitrine: () => catalogue.queryCollections(ours.visitor).startsWith('name', 'A').descending('name').limit(2).find(),
    platform: () =>
      theirs.visitor.collections.queryCollections().startsWith('name', 'A').descending('name').limit(2).find(),
  },
  {
    call: 'queryCollections (v2) over 4000 characters (the POST fallback)',
    vitrine: () => catalogue.queryCollections(ours.visitor).in('_id', manyIds).find(),
    platform: () => theirs.visitor.collections.queryCollections().in('_id', manyIds).find(),
  },
  {
    call: 'getCollection (v2)',
    vitrine: () => catalogue.getCollection(ours.visitor, 'col-sale'),
    platform: () => theirs.visitor.collections.getCollection('col-sale'),
  },
  {
    call: 'getCollectionBySlug (v2)',
    vitrine: () => catalogue.getCollectionBySlugV2(ours.visitor, 'sale'),
    platform: () => theirs.visitor.collections.getCollectionBySlug('sale'),
  },
];

const product = {
  name: 'Compared mug',
  productType: 'physical',
  priceData: { price: 12.5 },
  costAndProfitData: { itemCost: 4 },
  description: 'A mug both SDKs create.',
  sku: 'MUG-CMP',
  visible: true,
  weight: 0.4,
  ribbon: 'New',
  brand: 'Atelier Lune',
  productOptions: [{ name: 'Glaze', choices: [{ value: 'Blue', description: 'Blue' }] }],
  manageVariants: true,
};

const catalogueWriteCases: Case[] = [
  {
    call: 'createProduct',
    vitrine: () => catalogue.createProduct(ours.key, product as never),
    platform: () => theirs.key.products.createProduct(product as never),
  },
  {
    call: 'updateProduct',
    vitrine: () =>
      catalogue.updateProduct(ours.key, {
        _id: 'prod-olive-oil',
        name: 'Olive oil (compared)',
        priceData: { price: 15 },
      } as never),
    platform: () =>
      theirs.key.products.updateProduct('prod-olive-oil', {
        name: 'Olive oil (compared)',
        priceData: { price: 15 },
      } as never),
  },
  {
    call: 'deleteProduct',
    changesState: 'the product is gone after the first delete',
    vitrine: () => catalogue.deleteProduct(ours.key, 'prod-archived-sample'),
    platform: () => theirs.key.products.deleteProduct('prod-archived-sample'),
  },
  {
    call: 'updateProductVariants',
    vitrine: () =>
      catalogue.updateProductVariants(ours.key, SHIRT, [
        { choices: { Size: 'M', Color: 'White' }, price: 61, cost: 22, weight: 0.3 },
      ] as never),
    platform: () =>
      theirs.key.products.updateProductVariants(SHIRT, [
        { choices: { Size: 'M', Color: 'White' }, price: 61, cost: 22, weight: 0.3 },
      ] as never),
  },
  {
    call: 'resetAllProductVariantData',
    vitrine: () => catalogue.resetAllProductVariantData(ours.key, SHIRT),
    platform: () => theirs.key.products.resetAllProductVariantData(SHIRT),
  },
  {
    call: 'addProductsToCollection',
    vitrine: () => catalogue.addProductsToCollection(ours.key, 'col-sale', [SHIRT, 'prod-olive-oil']),
    platform: () => theirs.key.products.addProductsToCollection('col-sale', [SHIRT, 'prod-olive-oil']),
  },
  {
    call: 'removeProductsFromCollection',
    vitrine: () => catalogue.removeProductsFromCollection(ours.key, 'col-sale', ['prod-olive-oil']),
    platform: () => theirs.key.products.removeProductsFromCollection('col-sale', ['prod-olive-oil']),
  },
  {
    call: 'addProductMedia',
    vitrine: () =>
      catalogue.addProductMedia(ours.key, 'prod-olive-oil', [
        { url: 'https://static.example/oil.jpg' },
        { mediaId: 'm-olive-oil-1' },
      ] as never),
    platform: () =>
      theirs.key.products.addProductMedia('prod-olive-oil', [
        { url: 'https://static.example/oil.jpg' },
        { mediaId: 'm-olive-oil-1' },
      ] as never),
  },
  {
    call: 'removeProductMedia',
    vitrine: () => catalogue.removeProductMedia(ours.key, 'prod-olive-oil', ['m-olive-oil-1']),
    platform: () => theirs.key.products.removeProductMedia('prod-olive-oil', ['m-olive-oil-1']),
  },
  {
    call: 'addProductMediaToChoices',
    vitrine: () =>
      catalogue.addProductMediaToChoices(ours.key, SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
    platform: () =>
      theirs.key.products.addProductMediaToChoices(SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
  },
  {
    call: 'removeProductMediaFromChoices',
    vitrine: () =>
      catalogue.removeProductMediaFromChoices(ours.key, SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
    platform: () =>
      theirs.key.products.removeProductMediaFromChoices(SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
  },
  {
    call: 'deleteProductOptions',
    vitrine: () => catalogue.deleteProductOptions(ours.key, 'prod-olive-oil'),
    platform: () => theirs.key.products.deleteProductOptions('prod-olive-oil'),
  },
  {
    call: 'removeBrand',
    vitrine: () => catalogue.removeBrand(ours.key, SHIRT),
    platform: () => theirs.key.products.removeBrand(SHIRT),
  },
  {
    call: 'removeRibbon',
    vitrine: () => catalogue.removeRibbon(ours.key, SHIRT),
    platform: () => theirs.key.products.removeRibbon(SHIRT),
  },
  {
    call: 'createCollection',
    changesState: 'the slug is taken after the first create',
    vitrine: () =>
      catalogue.createCollection(ours.key, {
        name: 'Compared',
        slug: 'compared',
        description: 'Both SDKs',
        visible: true,
      } as never),
    platform: () =>
      theirs.key.products.createCollection({
        name: 'Compared',
        slug: 'compared',
        description: 'Both SDKs',
        visible: true,
      } as never),
  },
  {
    call: 'updateCollection',
    vitrine: () => catalogue.updateCollection(ours.key, { _id: 'col-sale', name: 'Sale (compared)' } as never),
    platform: () => theirs.key.products.updateCollection('col-sale', { name: 'Sale (compared)' } as never),
  },
  {
    call: 'deleteCollection',
    changesState: 'the collection is gone after the first delete',
    vitrine: () => catalogue.deleteCollection(ours.key, 'col-stationery'),
    platform: () => theirs.key.products.deleteCollection('col-stationery'),
  },
  {
    call: 'bulkUpdateProductsProperty',
    vitrine: () => catalogue.bulkUpdateProductsProperty(ours.key, [SHIRT, 'prod-olive-oil'], { price: 20 }),
    platform: () => theirs.key.products.bulkUpdateProductsProperty([SHIRT, 'prod-olive-oil'], { price: 20 }),
  },
  {
    call: 'bulkAdjustProductProperty',
    vitrine: () =>
      catalogue.bulkAdjustProductProperty(ours.key, [SHIRT], {
        price: { amount: -2 },
        weight: { percentage: 10 },
      } as never),
    platform: () =>
      theirs.key.products.bulkAdjustProductProperty({ price: { amount: -2 }, weight: { percentage: 10 } } as never, [
        SHIRT,
      ]),
  },
];

const redirectCases: Case[] = [
  {
    call: 'createRedirectSession',
    vitrine: () =>
      createRedirectSession(ours.visitor, {
        ecomCheckout: { checkoutId: 'checkout-1' },
        callbacks: { postFlowUrl: 'http://localhost:5173/', thankYouPageUrl: 'http://localhost:5173/thanks' },
      } as never),
    platform: () =>
      theirs.visitor.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'checkout-1' },
        callbacks: { postFlowUrl: 'http://localhost:5173/', thankYouPageUrl: 'http://localhost:5173/thanks' },
      }),
  },
];

const profile = { firstName: 'Grace', lastName: 'Hopper', nickname: 'grace' };

const identityCases: Case[] = [
  {
    call: 'authentication.registerV2',
    changesState: 'the e-mail is taken after the first register',
    vitrine: () =>
      identity.register(ours.visitor, {
        loginId: { email: 'grace@vitrine.dev' },
        password: 'compared-1',
        profile,
      } as never),
    platform: () =>
      theirs.visitor.authentication.registerV2({ email: 'grace@vitrine.dev' }, { password: 'compared-1', profile }),
  },
  {
    call: 'authentication.loginV2',
    vitrine: () =>
      identity.login(ours.visitor, {
        loginId: { email: 'ada@vitrine.dev' },
        password: 'vitrine-demo',
        captchaTokens: [{ Recaptcha: 'r' }],
      } as never),
    platform: () =>
      theirs.visitor.authentication.loginV2(
        { email: 'ada@vitrine.dev' },
        { password: 'vitrine-demo', captchaTokens: [{ Recaptcha: 'r' }] },
      ),
  },
  {
    call: 'authentication.changePassword',
    vitrine: () => identity.changePassword(ours.visitor, { newPassword: 'compared-2' }),
    platform: () => theirs.visitor.authentication.changePassword('compared-2'),
  },
  {
    call: 'authentication.signOn',
    vitrine: () =>
      identity.signOn(ours.key, { loginId: { email: 'ada@vitrine.dev' }, profile: { nickname: 'ada' } } as never),
    platform: () => theirs.key.authentication.signOn({ email: 'ada@vitrine.dev' }, { profile: { nickname: 'ada' } }),
  },
  {
    call: 'authentication.logout',
    vitrine: () =>
      identity.logout(ours.visitor, { postLogoutRedirectUri: 'http://localhost:5173/', clientId: CLIENT_ID }),
    platform: () =>
      theirs.visitor.authentication.logout({ postLogoutRedirectUri: 'http://localhost:5173/', clientId: CLIENT_ID }),
  },
  {
    call: 'recovery.sendRecoveryEmail',
    vitrine: () =>
      identity.sendRecoveryEmail(ours.visitor, {
        email: 'ada@vitrine.dev',
        language: 'en',
        redirect: { url: 'http://localhost:5173/reset', clientId: CLIENT_ID },
      }),
    platform: () =>
      theirs.visitor.recovery.sendRecoveryEmail('ada@vitrine.dev', {
        language: 'en',
        redirect: { url: 'http://localhost:5173/reset', clientId: CLIENT_ID },
      }),
  },
  {
    call: 'recovery.sendActivationEmail',
    vitrine: () =>
      identity.sendActivationEmail(ours.key, {
        identityId: 'identity-1',
        emailOptions: { redirect: { url: 'http://localhost:5173/' } },
      } as never),
    platform: () =>
      theirs.key.recovery.sendActivationEmail('identity-1', {
        emailOptions: { redirect: { url: 'http://localhost:5173/' } },
      } as never),
  },
  {
    call: 'recovery.recover',
    vitrine: () => identity.recover(ours.visitor, { recoveryToken: 'recovery-token-1', password: 'compared-3' }),
    platform: () => theirs.visitor.recovery.recover('recovery-token-1', { password: 'compared-3' }),
  },
  {
    call: 'verification.start',
    vitrine: () => identity.startVerification(ours.visitor, { identityId: 'identity-1', target: 'EMAIL' } as never),
    platform: () => theirs.visitor.verification.start({ identityId: 'identity-1', target: 'EMAIL' } as never),
  },
  {
    call: 'verification.verifyDuringAuthentication',
    vitrine: () => identity.verifyDuringAuthentication(ours.visitor, { code: '123456', stateToken: 'state-token-1' }),
    platform: () => theirs.visitor.verification.verifyDuringAuthentication('123456', { stateToken: 'state-token-1' }),
  },
];

/** The strategies' own calls (tokens, sign-in): the platform's go through the global fetch, recorded too. */
const strategyCases: Case[] = [
  {
    call: 'visitor tokens (anonymous grant)',
    vitrine: () => {
      const strategy = vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() });
      createClient({ ...clientOptions, auth: strategy });
      return strategy.generateVisitorTokens();
    },
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).generateVisitorTokens(),
  },
  {
    call: 'token renewal (refresh_token grant)',
    // Strategies of their own with the shared tokens: the shared visitor keeps its access token.
    vitrine: () => {
      const renewing = vitrineAuth.oauth({
        clientId: CLIENT_ID,
        tokens: ours.strategy.getTokens(),
        storage: vitrineAuth.memoryStorage(),
      });
      createClient({ ...clientOptions, auth: renewing });
      return renewing.renewToken();
    },
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).renewToken(ours.strategy.getTokens().refreshToken),
  },
  {
    call: 'login (strategy)',
    vitrine: () =>
      vitrineAuth.login(ours.visitor, {
        email: 'ada@vitrine.dev',
        password: 'vitrine-demo',
        captchaTokens: { recaptchaToken: 'r' },
      }),
    platform: () =>
      theirs.visitor.auth.login({
        email: 'ada@vitrine.dev',
        password: 'vitrine-demo',
        captchaTokens: { recaptchaToken: 'r' },
      }),
  },
  {
    call: 'register (strategy)',
    changesState: 'the e-mail is taken after the first register',
    vitrine: () => vitrineAuth.register(ours.visitor, { email: 'linus@vitrine.dev', password: 'compared-4', profile }),
    platform: () => theirs.visitor.auth.register({ email: 'linus@vitrine.dev', password: 'compared-4', profile }),
  },
  {
    call: 'processVerification (strategy)',
    vitrine: () => vitrineAuth.processVerification(ours.visitor, { verificationCode: '123456' }, verificationPending),
    platform: () =>
      theirs.visitor.auth.processVerification({ verificationCode: '123456' }, verificationPending as never),
  },
  {
    call: 'sendPasswordResetEmail (strategy)',
    vitrine: () => vitrineAuth.sendPasswordResetEmail(ours.visitor, 'ada@vitrine.dev', 'http://localhost:5173/reset'),
    platform: () => theirs.visitor.auth.sendPasswordResetEmail('ada@vitrine.dev', 'http://localhost:5173/reset'),
  },
  {
    call: 'getAuthUrl (login redirect session)',
    vitrine: () => vitrineAuth.getAuthUrl(ours.visitor, oauthData, { prompt: 'login', responseMode: 'query' }),
    platform: () => theirs.visitor.auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'query' }),
  },
  {
    call: 'logout (strategy: logout redirect session)',
    // Strategies of their own: a logout clears the tokens of the strategy that made it.
    vitrine: () => {
      const leaving = createClient({
        ...clientOptions,
        auth: vitrineAuth.oauth({
          clientId: CLIENT_ID,
          tokens: ours.strategy.getTokens(),
          storage: vitrineAuth.memoryStorage(),
        }),
      });
      return vitrineAuth.logout(leaving, 'http://localhost:5173/bye');
    },
    platform: () => platformVisitor(ours.strategy.getTokens(), recorder.fetch).auth.logout('http://localhost:5173/bye'),
  },
  {
    call: 'getMemberTokens (authorization_code grant, caller-kept oauthData)',
    // A strategy with no pending sign-in stored: the caller's oauthData alone must be enough (issue 9).
    vitrine: () => {
      const unsigned = createClient({
        ...clientOptions,
        auth: vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() }),
      });
      return vitrineAuth.getMemberTokens(unsigned, 'code-1', oauthData.state, oauthData);
    },
    platform: () => theirs.visitor.auth.getMemberTokens('code-1', oauthData.state, oauthData),
  },
];

describe('comparison 2: the same inputs make the same request in both SDKs', () => {
  test.each(cartCases.map((c) => [c.call, c] as const))('cart: %s', (_, c) => compare(c)());
  test.each(catalogueReadCases.map((c) => [c.call, c] as const))('catalogue read: %s', (_, c) => compare(c)());
  test.each(catalogueWriteCases.map((c) => [c.call, c] as const))('catalogue write (API key): %s', (_, c) =>
    compare(c)(),
  );
  test.each(redirectCases.map((c) => [c.call, c] as const))('redirects: %s', (_, c) => compare(c)());
  test.each(identityCases.map((c) => [c.call, c] as const))('identity: %s', (_, c) => compare(c)());
  test.each(strategyCases.map((c) => [c.call, c] as const))('auth strategy: %s', (_, c) =>
    compare(c, 'www.wixapis.com')(),
  );
});
