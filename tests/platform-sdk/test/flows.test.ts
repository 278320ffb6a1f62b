// Comparison 1 of issue 9: every call of the specification's section 7 that the platform's own SDK exposes, run
// through that SDK against the emulator, with the values it reads asserted. A shop built on the platform's SDK
// must work against the emulator as it works against the platform.
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { cart, currentCart } from '@wix/ecom';
import { authentication, recovery, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { address, fresh, giftWrap, SHIRT, shirtLine, STORES_APP_ID } from './compare/inputs';
import { wireRecorder, type WireRecorder } from './compare/wire-recorder';

const CLIENT_ID = 'platform-sdk-flows';
const SHOP = 'http://localhost:5173';
const MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };
const modules = { cart, currentCart, products, collections, redirects, authentication, recovery, verification };

let emulator: RunningEmulator;
let recorder: WireRecorder;

beforeAll(async () => {
  emulator = await startEmulator({ oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: [SHOP] }] });
  recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform's strategy sends its token and sign-in calls through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator?.close();
});

const visitorClient = () =>
  createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });
const merchantClient = () =>
  createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: 'emulator-site' }),
    fetch: recorder.fetch,
  });
type Visitor = ReturnType<typeof visitorClient>;

interface Mail {
  link?: string;
  code?: string;
  kind: string;
}

/** The dev inbox's mails to `to`, newest first (the emulator's stand-in for e-mail). */
async function mailsTo(to: string): Promise<Mail[]> {
  const answer = await fetch(`${emulator.url}/__vitrine/inbox.json?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { mails: Mail[] }).mails;
}
const lastMail = async (to: string): Promise<Mail> => (await mailsTo(to))[0]!;

async function settings(values: Record<string, boolean>): Promise<void> {
  const answer = await fetch(`${emulator.url}/__vitrine/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(answer.status).toBe(200);
}

/** Submits the hosted login form of an authorization URL; resolves to where the browser is sent next. */
async function submitLogin(authUrl: string): Promise<string> {
  const answer = await fetch(authUrl, { method: 'POST', body: new URLSearchParams(MEMBER), redirect: 'manual' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

const paths = () => recorder.take().map((sent) => `${sent.method} ${sent.url.pathname}`);

describe('visitor tokens', () => {
  test('generateVisitorTokens mints a visitor; renewToken keeps the refresh token and gives a new access token', async () => {
    const client = visitorClient();
    recorder.take();
    const before = Math.floor(Date.now() / 1000);
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.value).toMatch(/^at\./);
    expect(tokens.accessToken.expiresAt - before).toBeGreaterThanOrEqual(14400);
    expect(tokens.accessToken.expiresAt - before).toBeLessThanOrEqual(14401);
    expect(client.auth.loggedIn()).toBe(false);
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(paths()).toEqual(['POST /oauth2/token', 'POST /oauth2/token']);
  });
});

describe('the current cart: all 9 calls', () => {
  let client: Visitor;
  let shirtLineId: string;

  beforeAll(async () => {
    client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
  });

  test('addToCurrentCart with the platform stores app id, the merchant adds a custom line, then getCurrentCart', async () => {
    // The shared inputs are plain data; the platform's types want its enums (`itemType.preset`).
    const { cart: added } = await client.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] } as never);
    // A custom line carries its own price: the merchant adds it with the API key, to the cart by its id.
    const { cart } = await merchantClient().cart.addToCart(added!._id!, {
      customLineItems: [fresh(giftWrap)],
    } as never);
    expect(cart!._id).toBe(added!._id);
    const [shirt, wrap] = cart!.lineItems!;
    expect(shirt!.catalogReference).toEqual(shirtLine.catalogReference);
    expect(shirt!.quantity).toBe(1);
    expect(shirt!.productName?.original).toBe('Linen shirt');
    expect(shirt!.url).toMatch(/\/product-page\/linen-shirt$/);
    expect(shirt!.image).toMatch(/^wix:image:\/\/v1\/m-linen-shirt-/);
    expect(cart!._createdDate).toBeInstanceOf(Date);
    expect(wrap).toMatchObject({
      customLineItem: true,
      quantity: 1,
      productName: { original: 'Gift wrap' },
      url: 'https://shop.example/gift-wrap?x=1',
    });
    expect(wrap!.price?.amount).toBe('3.50');
    shirtLineId = shirt!._id!;

    const read = await client.currentCart.getCurrentCart();
    expect(read._id).toBe(cart!._id);
    expect(read.lineItems!.map((line) => line._id)).toEqual([shirtLineId, wrap!._id]);
    expect(read._updatedDate).toBeInstanceOf(Date);
  });

  test('updateCurrentCart keeps the contact address with its street line; the coupon applies and is removed', async () => {
    // updateCurrentCart answers the cart itself, the other calls `{ cart }`.
    const cart = await client.currentCart.updateCurrentCart({
      cartInfo: { contactInfo: { address: fresh(address) } },
      couponCode: 'WELCOME10',
    });
    expect(cart.contactInfo?.address).toMatchObject({
      addressLine1: 'Torstraße 1',
      formatted: 'Torstraße 1, 10119 Berlin',
      city: 'Berlin',
    });
    expect(cart.contactInfo?.address?.location).toEqual({ latitude: 52.53, longitude: 13.4 });
    expect(cart.appliedDiscounts!.map((discount) => discount.coupon?.code)).toEqual(['WELCOME10']);
    const { cart: without } = await client.currentCart.removeCouponFromCurrentCart();
    expect(without!.appliedDiscounts).toEqual([]);
  });

  test('updateCurrentCartLineItemQuantity, then estimateCurrentCartTotals with shipping and billing addresses', async () => {
    const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: shirtLineId, quantity: 3 }]);
    expect(cart!.lineItems!.find((line) => line._id === shirtLineId)!.quantity).toBe(3);
    const estimate = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: fresh(address),
      billingAddress: fresh(address),
      selectedShippingOption: { code: 'standard' },
    });
    expect(estimate.priceSummary?.subtotal?.amount).toBe(String((59 * 3 + 3.5).toFixed(2)));
    expect(estimate.shippingInfo?.selectedCarrierServiceOption?.code).toBe('standard');
    expect(estimate.calculationErrors).toBeUndefined();
    expect(estimate.cart?._id).toBe(cart!._id);
  });

  test('removeLineItemsFromCurrentCart, createCheckoutFromCurrentCart, deleteCurrentCart', async () => {
    const { cart } = await client.currentCart.removeLineItemsFromCurrentCart([shirtLineId]);
    expect(cart!.lineItems!.map((line) => line.productName?.original)).toEqual(['Gift wrap']);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
      shippingAddress: fresh(address),
      email: 'shopper@vitrine.dev',
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(client.currentCart.deleteCurrentCart()).resolves.toBeUndefined();
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });
  });
});

describe('the catalogue (storefront reads)', () => {
  let client: Visitor;
  beforeAll(async () => {
    client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
  });

  test("products v1: query with paging totals, get by id, options availability, a product's variants", async () => {
    const first = await client.products.queryProducts().ascending('name').limit(5).find();
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.items.map((product) => product.name)).toEqual([...first.items.map((product) => product.name!)].sort());
    const second = await first.next();
    expect(second.currentPage).toBe(1);
    expect(second.items[0]!._id).not.toBe(first.items[0]!._id);

    const { product } = await client.products.getProduct(SHIRT);
    expect(product).toMatchObject({ _id: SHIRT, name: 'Linen shirt', slug: 'linen-shirt' });
    expect(product!.priceData?.price).toBe(59);
    expect(product!.lastUpdated).toBeInstanceOf(Date);

    const availability = await client.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' });
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.price?.price).toBe(59);

    const variants = await client.products.queryProductVariants(SHIRT, { choices: { Size: 'M' } });
    expect(variants.variants!.map((variant) => variant.choices?.Size)).toEqual(['M', 'M', 'M']);
    expect(variants.totalResults).toBe(3);
  });

  test('store variants: query with its total, and one by id with media URIs', async () => {
    const page = await client.products.queryStoreVariants({
      filter: { productId: 'prod-canvas-sneakers' },
      paging: { limit: 2 },
    });
    expect(page.variants).toHaveLength(2);
    expect(page.metadata).toEqual({ count: 2, offset: 0, total: 5 });
    const { variant } = await client.products.getStoreVariant(page.variants![0]!._id!);
    expect(variant?.productId).toBe('prod-canvas-sneakers');
    expect(variant?.media?.image).toMatch(/^wix:image:\/\/v1\/m-canvas-sneakers-1\//);
  });

  test('collections v2: query with its total, by id and by slug', async () => {
    const page = await client.collections.queryCollections().ascending('name').limit(4).find();
    expect(page.items.map((collection) => collection.slug)).toEqual([
      'accessories',
      'apparel',
      'home-kitchen',
      'pantry',
    ]);
    expect(page.totalCount).toBe(6);
    const collection = await client.collections.getCollection('col-pantry');
    expect(collection).toMatchObject({ _id: 'col-pantry', name: 'Pantry', slug: 'pantry', numberOfProducts: 7 });
    const { collection: bySlug } = await client.collections.getCollectionBySlug('pantry');
    expect(bySlug?._id).toBe('col-pantry');
    expect(paths()).toContain('GET /v2/collections/slug/pantry');
  });
});

describe('redirect sessions and sign-in', () => {
  test('getAuthUrl, the hosted login, getMemberTokens with the kept oauthData; logout', async () => {
    const client = visitorClient();
    const oauthData = client.auth.generateOAuthData(`${SHOP}/callback`, `${SHOP}/account`);
    const { authUrl } = await client.auth.getAuthUrl(oauthData);
    expect(new URL(authUrl).origin).toBe(emulator.url);
    const back = new URL(await submitLogin(authUrl));
    expect(back.origin + back.pathname).toBe(`${SHOP}/callback`);
    const { code, state } = client.auth.parseFromUrl(back.toString(), 'fragment');
    expect(state).toBe(oauthData.state);
    const tokens = await client.auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const { logoutUrl } = await client.auth.logout(`${SHOP}/bye`);
    expect(new URL(logoutUrl).origin).toBe(emulator.url);
    expect(client.auth.getTokens().refreshToken.role).toBe('none');
  });

  test('a redirect URI on an origin the OAuth app does not allow is refused, and no session is made', async () => {
    const client = visitorClient();
    const oauthData = client.auth.generateOAuthData('https://evil.example/callback');
    await expect(client.auth.getAuthUrl(oauthData)).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            expect.objectContaining({ field: 'options.auth.authRequest.redirectUri', violatedRule: 'VALIDATION' }),
          ],
        },
      },
    });
  });

  test('createRedirectSession for a checkout opens the hosted checkout page of that cart', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await client.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
    });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId! },
      callbacks: { postFlowUrl: `${SHOP}/thank-you` },
    });
    expect(redirectSession?.fullUrl).toMatch(new RegExp(`^${emulator.url}/__vitrine/pages/checkout\\?session=`));
    const page = await fetch(redirectSession!.fullUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Linen shirt');
  });
});

describe('identity: authentication, recovery, verification', () => {
  test('login gives a session token; register with verification required, the code from the inbox, processVerification', async () => {
    const client = visitorClient();
    const signedIn = await client.auth.login(MEMBER);
    expect(signedIn.loginState).toBe('SUCCESS');
    expect((signedIn as { data: { sessionToken: string } }).data.sessionToken).toMatch(/\S/);
    const wrong = await client.auth.login({ email: MEMBER.email, password: 'nope-nope' });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });

    await settings({ requireEmailVerification: true });
    try {
      const email = 'platform-sdk-new@vitrine.dev';
      const registered = await client.auth.register({ email, password: 'secret-123', profile: { nickname: 'New' } });
      expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      const { code } = await lastMail(email);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await client.auth.processVerification({ verificationCode: code! }, registered);
      expect(verified.loginState).toBe('SUCCESS');
    } finally {
      await settings({ requireEmailVerification: false });
    }
  });

  test('sendPasswordResetEmail mails a link; recovery.recover sets the new password', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await client.auth.sendPasswordResetEmail(MEMBER.email, `${SHOP}/reset`);
    const mail = await lastMail(MEMBER.email);
    expect(mail.kind).toBe('password-recovery');
    const link = new URL(mail.link!);
    expect(link.origin + link.pathname).toBe(`${SHOP}/reset`);
    const recoveryToken = link.searchParams.get('recoveryToken')!;
    const { identity } = await client.recovery.recover(recoveryToken, { password: 'new-password-1' });
    expect(identity?.email?.address).toBe(MEMBER.email);
    expect((await client.auth.login({ email: MEMBER.email, password: 'new-password-1' })).loginState).toBe('SUCCESS');
    const back = await client.recovery.sendRecoveryEmail(MEMBER.email);
    expect(back).toBeUndefined();
    const again = new URL((await lastMail(MEMBER.email)).link!).searchParams.get('recoveryToken')!;
    await client.recovery.recover(again, { password: MEMBER.password });
  });

  test('verification.start mails a fresh code to an unverified identity', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await settings({ requireEmailVerification: true });
    try {
      const email = 'platform-sdk-start@vitrine.dev';
      const registered = await client.authentication.registerV2({ email }, { password: 'secret-123' });
      expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
      expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['verification-code']);
      await client.verification.start({ identityId: registered.identity!._id!, target: verification.Target.EMAIL });
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.kind)).toEqual(['verification-code', 'verification-code']);
      expect(mails[0]!.code).toMatch(/^\d{6}$/);
      // The registration's own state token with the code it mailed (the way a custom form verifies).
      const again = await client.authentication.registerV2(
        { email: 'platform-sdk-verify@vitrine.dev' },
        { password: 'secret-123' },
      );
      const { code } = await lastMail('platform-sdk-verify@vitrine.dev');
      const verified = await client.verification.verifyDuringAuthentication(code!, { stateToken: again.stateToken! });
      expect(verified.state).toBe('SUCCESS');
      expect(verified.identity?.email).toEqual({ address: 'platform-sdk-verify@vitrine.dev', isVerified: true });
    } finally {
      await settings({ requireEmailVerification: false });
    }
  });
});

describe('identity calls of the authentication and recovery modules', () => {
  test('loginV2, signOn with an API key, changePassword as a member, logout, sendActivationEmail', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const login = await client.authentication.loginV2({ email: MEMBER.email }, { password: MEMBER.password });
    expect(login.state).toBe('SUCCESS');
    expect(login.sessionToken).toMatch(/\S/);
    const identityId = login.identity!._id!;

    const merchant = merchantClient();
    const signedOn = await merchant.authentication.signOn({ email: MEMBER.email });
    expect(signedOn.sessionToken).toMatch(/\S/);
    expect(signedOn.identity?._id).toBe(identityId);

    // A member's own call: tokens from the hosted login, as a shop gets them.
    const oauthData = client.auth.generateOAuthData(`${SHOP}/callback`);
    const { code, state } = client.auth.parseFromUrl(
      await submitLogin((await client.auth.getAuthUrl(oauthData)).authUrl),
      'fragment',
    );
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
    await client.authentication.changePassword('changed-password-1');
    expect((await client.auth.login({ email: MEMBER.email, password: 'changed-password-1' })).loginState).toBe(
      'SUCCESS',
    );
    await client.authentication.changePassword(MEMBER.password);
    expect((await client.auth.login(MEMBER)).loginState).toBe('SUCCESS');

    recorder.take();
    expect(await client.authentication.logout({ postLogoutRedirectUri: `${SHOP}/bye` })).toEqual({});
    expect(paths()).toEqual(['GET /_api/iam/authentication/v1/logout']);

    const before = (await mailsTo(MEMBER.email)).length;
    await client.recovery.sendActivationEmail(identityId);
    const mails = await mailsTo(MEMBER.email);
    expect(mails).toHaveLength(before + 1);
    // Activation mails a link to set the password, as recovery does.
    expect(mails[0]!.kind).toBe('password-recovery');
    expect(new URL(mails[0]!.link!).searchParams.get('recoveryToken')).toMatch(/^recovery\./);
  });
});

describe('merchant catalogue writes, each read back through the storefront', () => {
  test('media, choice media, variants reset, brand, options and bulk properties of a new product', async () => {
    const merchant = merchantClient();
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const read = async (id: string) => (await shopper.products.getProduct(id)).product!;
    const { product } = await merchant.products.createProduct({
      name: 'Oracle vase',
      productType: products.ProductType.physical,
      priceData: { price: 30 },
      brand: 'Vitrine',
      productOptions: [
        {
          name: 'Color',
          choices: [
            { value: 'Red', description: 'Red' },
            { value: 'Blue', description: 'Blue' },
          ],
        },
      ],
      manageVariants: true,
    });
    const id = product!._id!;

    await merchant.products.addProductMedia(id, [{ url: 'https://cdn.example/vase.jpg' }]);
    const media = (await read(id)).media!.items!;
    expect(media.map((item) => item.image?.url)).toEqual(['https://cdn.example/vase.jpg']);
    const mediaId = media[0]!._id!;
    await merchant.products.addProductMediaToChoices(id, [{ option: 'Color', choice: 'Red', mediaIds: [mediaId] }]);
    const red = () => read(id).then((p) => p.productOptions![0]!.choices!.find((choice) => choice.value === 'Red')!);
    expect((await red()).media?.items?.map((item) => item._id)).toEqual([mediaId]);
    await merchant.products.removeProductMediaFromChoices(id, [
      { option: 'Color', choice: 'Red', mediaIds: [mediaId] },
    ]);
    expect((await red()).media?.items ?? []).toEqual([]);
    await merchant.products.removeProductMedia(id, [mediaId]);
    expect((await read(id)).media?.items ?? []).toEqual([]);

    await merchant.products.updateProductVariants(id, [{ choices: { Color: 'Blue' }, price: 35 }]);
    const prices = async () =>
      (await shopper.products.queryProductVariants(id)).variants!.map((v) => [
        v.choices?.Color,
        v.variant?.priceData?.price,
      ]);
    expect(await prices()).toEqual([
      ['Red', 30],
      ['Blue', 35],
    ]);
    await merchant.products.resetAllProductVariantData(id);
    expect(await prices()).toEqual([
      ['Red', 30],
      ['Blue', 30],
    ]);

    await merchant.products.removeBrand(id);
    expect((await read(id)).brand ?? null).toBeNull();
    await merchant.products.deleteProductOptions(id);
    expect((await read(id)).productOptions).toEqual([]);

    const updated = await merchant.products.bulkUpdateProductsProperty([id], { price: 20 });
    expect(updated.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect((await read(id)).priceData?.price).toBe(20);
    const adjusted = await merchant.products.bulkAdjustProductProperty({ price: { amount: 5 } }, [id]);
    expect(adjusted.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect((await read(id)).priceData?.price).toBe(25);
    await merchant.products.deleteProduct(id);
  });

  test('collections: create, read v1 by slug, add and remove products, update, delete', async () => {
    const merchant = merchantClient();
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const { collection } = await merchant.products.createCollection({ name: 'Oracle shelf' });
    const id = collection!._id!;
    expect(collection).toMatchObject({ name: 'Oracle shelf', slug: 'oracle-shelf', numberOfProducts: 0 });
    expect((await shopper.products.getCollectionBySlug('oracle-shelf')).collection?._id).toBe(id);
    await merchant.products.addProductsToCollection(id, [SHIRT, 'prod-granola']);
    expect((await shopper.collections.getCollection(id)).numberOfProducts).toBe(2);
    await merchant.products.removeProductsFromCollection(id, ['prod-granola']);
    expect((await shopper.collections.getCollection(id)).numberOfProducts).toBe(1);
    const { collection: renamed } = await merchant.products.updateCollection(id, { name: 'Oracle rack' });
    expect(renamed?.name).toBe('Oracle rack');
    await merchant.products.deleteCollection(id);
    await expect(shopper.collections.getCollection(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'COLLECTION_NOT_FOUND' } },
    });
  });
});

describe('merchant writes with ApiKeyStrategy', () => {
  test('create, update, variants, collection membership and delete a product; the storefront sees each step', async () => {
    const merchant = merchantClient();
    const { product } = await merchant.products.createProduct({
      name: 'Oracle jar',
      productType: products.ProductType.physical,
      priceData: { price: 12.5 },
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
      manageVariants: true,
    });
    expect(product).toMatchObject({ name: 'Oracle jar', priceData: { price: 12.5 } });
    const id = product!._id!;
    const { product: updated } = await merchant.products.updateProduct(id, { priceData: { price: 14 }, ribbon: 'New' });
    expect([updated!.priceData?.price, updated!.ribbon]).toEqual([14, 'New']);
    const { variants } = await merchant.products.updateProductVariants(id, [{ choices: { Size: 'L' }, price: 16 }]);
    expect(variants!.find((variant) => variant.choices?.Size === 'L')?.variant?.priceData?.price).toBe(16);
    await merchant.products.addProductsToCollection('col-pantry', [id]);
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const found = await shopper.products.queryProducts().eq('name', 'Oracle jar').find();
    expect(found.items.map((item) => [item._id, item.collectionIds?.includes('col-pantry')])).toEqual([[id, true]]);
    await merchant.products.removeRibbon(id);
    expect((await shopper.products.getProduct(id)).product?.ribbon ?? '').toBe('');
    await merchant.products.deleteProduct(id);
    await expect(shopper.products.getProduct(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  test('a visitor token cannot write the catalogue', async () => {
    const visitor = visitorClient();
    visitor.auth.setTokens(await visitor.auth.generateVisitorTokens());
    await expect(visitor.products.deleteProduct(SHIRT)).rejects.toMatchObject({
      details: { applicationError: expect.objectContaining({ code: 'PERMISSION_DENIED' }) },
    });
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    expect((await shopper.products.getProduct(SHIRT)).product?._id).toBe(SHIRT);
  });
});

test("the stores app id the platform SDK sends is the emulator catalogue's", () => {
  expect(STORES_APP_ID).toBe('215238eb-22a5-4c36-9e7b-e7c08025e04e');
});
