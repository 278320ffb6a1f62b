// One well-formed request per route shape, written from the route's schema: the fuzz run breaks these in every way
// it can think of. Keys are `METHOD path` with the path layout's prefix written `~` (api and site layouts alike).

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const ADDRESS = {
  country: 'DE',
  subdivision: 'DE-BE',
  city: 'Berlin',
  postalCode: '10115',
  addressLine: 'Invalidenstraße 1',
  streetAddress: { number: '1', name: 'Invalidenstraße' },
  geocode: { latitude: 52.53, longitude: 13.38 },
};
const LINE = {
  quantity: 2,
  catalogReference: {
    catalogItemId: 'prod-linen-shirt',
    appId: 'vitrine-stores',
    options: { options: { Size: 'M', Color: 'White' } },
  },
  serviceProperties: { scheduledDate: '2026-01-01T10:00:00.000Z', numberOfParticipants: 2 },
};
const CUSTOM = {
  quantity: 1,
  productName: { original: 'Gift wrap' },
  price: '0',
  media: { id: 'wrap', url: 'https://cdn.example/wrap.png', width: 40, height: 30 },
  url: { relativePath: '/wrap', url: 'https://shop.example/wrap' },
  descriptionLines: [{ name: { original: 'Colour' }, plainText: { original: 'Red' } }],
  itemType: { preset: 'PHYSICAL' },
  physicalProperties: { weight: 0.1, sku: 'W', shippable: true },
};
const QUERY = {
  query: {
    filter: {
      name: { $startsWith: 'C' },
      $or: [{ 'priceData.price': { $gt: 1 } }, { lastUpdated: { $date: '2020' } }],
    },
    sort: [{ fieldName: 'name', order: 'ASC' }],
    paging: { limit: 5, offset: 1 },
  },
};
const PRODUCT = {
  product: {
    name: 'Fuzzed',
    slug: 'fuzzed',
    description: '<p>d</p>',
    sku: 'F-1',
    weight: 1,
    visible: true,
    productType: 'physical',
    priceData: { price: 10 },
    costAndProfitData: { itemCost: 2 },
    discount: { type: 'PERCENT', value: 5 },
    pricePerUnitData: { totalQuantity: 1, totalMeasurementUnit: 'KG', baseQuantity: 1, baseMeasurementUnit: 'KG' },
    stock: { trackInventory: true, quantity: 3 },
    ribbon: 'New',
    brand: 'Vitrine',
    manageVariants: false,
    productOptions: [{ optionType: 'drop_down', name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
    additionalInfoSections: [{ title: 'Care', description: 'Wash cold' }],
    customTextFields: [{ title: 'Engraving', maxLength: 10, mandatory: false }],
    seoData: {
      tags: [{ type: 'title', children: 'F', props: { name: 'x' } }],
      settings: { keywords: [{ term: 'f' }] },
    },
    collectionIds: ['col-apparel'],
  },
};
const CART_PATCH = {
  cartInfo: {
    contactInfo: { address: ADDRESS, contactDetails: { firstName: 'Ada', phone: '+49' } },
    buyerNote: 'note',
    selectedShippingOption: { code: 'standard' },
  },
  couponCode: 'SAVE5',
  merchantDiscounts: [{ percentage: 10, lineItemIds: ['x'] }, { amount: '1.50' }],
  lineItems: [LINE],
  customLineItems: [CUSTOM],
  cartFieldmask: 'cartInfo,lineItems,customLineItems',
};
const CART_ADD = { lineItems: [LINE], customLineItems: [CUSTOM] };

/** Wix Data's item calls, at one of its two paths. */
function dataTemplates(base: string): Record<string, unknown> {
  const item = { dataCollectionId: 'Menus', dataItem: { id: 'fuzz', data: { title: 'x', pages: ['page-about'] } } };
  return {
    [`POST ${base}/query`]: {
      dataCollectionId: 'Menus',
      query: { ...QUERY, cursorPaging: { limit: 2 }, fields: ['title'] },
      includeReferences: [{ field: 'pages', limit: 2 }],
      includeReferencedItems: ['pages'],
      returnTotalCount: true,
      consistentRead: true,
    },
    [`POST ${base}`]: item,
    [`POST ${base}/update`]: item,
    [`POST ${base}/remove`]: { dataCollectionId: 'Menus', dataItemId: 'fuzz' },
  };
}

export const TEMPLATES: Record<string, unknown> = {
  'POST /oauth2/token': {
    clientId: 'fuzz',
    grantType: 'anonymous',
    refreshToken: 'rt.x',
    code: 'code',
    codeVerifier: CHALLENGE,
    redirectUri: 'http://localhost:3000/cb',
  },
  'PUT /__vitrine/oauth-apps/:clientId': { allowedRedirectOrigins: ['http://localhost:3000'] },
  // Port 9 is one fetch refuses at once: the subscriptions the fuzz makes send nothing anywhere.
  'POST /__vitrine/events/subscriptions': { url: 'http://127.0.0.1:9/fuzz', appId: 'fuzz' },
  'PATCH ~/v1/carts/current': CART_PATCH,
  'POST ~/v1/carts/current/add-to-cart': CART_ADD,
  'PATCH ~/v1/carts/:id': CART_PATCH,
  'POST ~/v1/carts/:id/add-to-cart': CART_ADD,
  'POST ~/v1/carts/current/remove-line-items': { lineItemIds: ['x'] },
  'POST ~/v1/carts/current/update-line-items-quantity': { lineItems: [{ id: 'x', quantity: 2 }] },
  'POST ~/v1/carts/current/estimate-totals': {
    selectedShippingOption: { code: 'express', carrierId: 'vitrine-express' },
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    selectedMemberships: { memberships: [{ id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [] }] },
    calculateTax: true,
    calculateShipping: true,
  },
  'POST ~/v1/carts/current/create-checkout': {
    channelType: 'WEB',
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    selectedShippingOption: { code: 'standard' },
    email: 'ada@vitrine.dev',
  },
  'POST ~/v1/products/query-platformized': { ...QUERY, includeVariants: true, includeMerchantSpecificData: true },
  'POST ~/v1/products/:id': { id: 'prod-granola', includeMerchantSpecificData: true },
  'POST ~/v1/products/:id/productOptionsAvailability': { options: { Size: 'M', Color: 'White' } },
  'POST ~/v1/products/:id/variants/query': {
    choices: { Size: 'M' },
    variantIds: ['x'],
    paging: { limit: 2, offset: 0 },
    includeMerchantSpecificData: true,
  },
  'POST ~/v1/variants/query': QUERY,
  'POST ~/v2/collections/query': QUERY,
  'POST /v2/collections/query': QUERY,
  'POST ~/v1/products': PRODUCT,
  'PATCH ~/v1/products/:id': PRODUCT,
  'POST ~/v1/products-platformized': PRODUCT,
  'PATCH ~/v1/products-platformized/:id': PRODUCT,
  'POST ~/v2/products-platformized': PRODUCT,
  'PATCH ~/v2/products-platformized/:id': PRODUCT,
  'PATCH ~/v1/products/:id/variants': {
    variants: [{ choices: { Size: 'M' }, price: 5, cost: 1, weight: 1, sku: 'V', visible: true }],
  },
  'POST ~/v1/products/:id/media': {
    media: [{ url: 'https://cdn.example/p.png', choice: { option: 'Size', choice: 'M' } }],
  },
  'POST ~/v1/products/:id/media/delete': { mediaIds: ['x'] },
  'PATCH ~/v1/products/:id/choices/media': { media: [{ option: 'Size', choice: 'M', mediaIds: ['m'] }] },
  'POST ~/v1/products/:id/choices/media/delete': { media: [{ option: 'Size', choice: 'M' }] },
  'POST ~/v1/bulk/products/update': { ids: ['prod-granola'], set: { price: 9, cost: 1, weight: 1 } },
  'POST ~/v1/bulk/products/adjust-properties': {
    ids: ['prod-granola'],
    adjust: { price: { amount: 1, percentage: 10 }, cost: { amount: 1 }, weight: { percentage: 5 } },
  },
  'POST ~/v1/collections': {
    collection: {
      name: 'Fuzz',
      slug: 'fuzz',
      description: 'd',
      visible: true,
      media: { mainMedia: { image: { url: 'https://cdn.example/c.png', width: 1, height: 1 } } },
    },
  },
  'PATCH ~/v1/collections/:id': { collection: { name: 'Fuzz', visible: false } },
  'POST ~/v1/collections/:id/productIds': { productIds: ['prod-granola'] },
  'POST ~/v1/collections/:id/productIds/delete': { productIds: ['prod-granola'] },
  'POST ~/v1/redirect-session': {
    auth: {
      authRequest: {
        redirectUri: 'http://localhost:3000/cb',
        clientId: 'fuzz',
        codeChallenge: CHALLENGE,
        codeChallengeMethod: 'S256',
        responseMode: 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: 'state',
      },
      prompt: 'login',
    },
    callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/thanks' },
  },
  'POST /_api/iam/authentication/v2/register': {
    loginId: { email: 'fuzz@vitrine.dev' },
    password: 'secret-123',
    profile: { firstName: 'F', customFields: [{ name: 'n', value: { strValue: 'v' } }] },
    captchaTokens: [],
  },
  'POST /_api/iam/authentication/v2/login': { loginId: { email: 'fuzz@vitrine.dev' }, password: 'secret-123' },
  'POST /_api/iam/authentication/v1/register': {
    identity: { email: { address: 'fuzz1@vitrine.dev' } },
    inputs: [{ value: 'secret-123' }],
  },
  'POST /_api/iam/authentication/v1/login': { identifier: { email: 'fuzz@vitrine.dev' }, inputs: [{ value: 'x' }] },
  'POST /_api/iam/authentication/v2/change-password': { newPassword: 'secret-456' },
  'POST /_api/iam/authentication/v1/sso/login-with-token-params': { idpConnectionId: 'x', tokenParams: {} },
  'POST /_api/iam/authentication/v1/state/proceed': { stateToken: 'x' },
  'POST /_api/iam/authentication/v2/sign-on': {
    loginId: { email: 'fuzz2@vitrine.dev' },
    profile: {},
    verifyEmail: false,
  },
  'POST /_api/iam/recovery/v1/send-email': {
    email: 'fuzz@vitrine.dev',
    language: 'en',
    redirect: { url: 'http://localhost:3000/', clientId: 'vitrine-storefront' },
  },
  'POST /_api/iam/recovery/v1/activation-email': { identityId: 'x', emailOptions: {} },
  'POST /_api/iam/recovery/v1/recover': { recoveryToken: 'x', password: 'secret-123' },
  'POST /_api/iam/verification/v1/Start': { identityId: 'x', target: 'EMAIL' },
  'POST /_api/iam/verification/v1/start': { identityId: 'x', target: 'EMAIL' },
  'POST /_api/iam/verification/v1/auth/verify': { code: '123456', stateToken: 'x' },
  'POST /_api/iam/verification/v1/auth/resend': { stateToken: 'x' },
  'PUT /__vitrine/settings': { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false },
  ...dataTemplates('/wix-data/v2/items'),
  ...dataTemplates('/_api/cloud-data/v2/items'),
  'POST /__vitrine/data/collections': {
    collection: {
      id: 'Fuzz',
      displayName: 'Fuzz',
      fields: [
        {
          key: 'pages',
          type: 'MULTI_REFERENCE',
          typeMetadata: { multiReference: { referencedCollectionId: 'Pages' } },
        },
      ],
    },
  },
  'POST /__vitrine/data/collections/:id/items': { items: [{ _id: 'fuzz', title: 'x', pages: ['page-about'] }] },
};

/** GET query calls take the same object as their POST, base64url in `.r`. */
export const GET_QUERIES: Record<string, unknown> = {
  'GET ~/v1/products/query-platformized': TEMPLATES['POST ~/v1/products/query-platformized'],
  'GET ~/v1/variants/query': QUERY,
  'GET ~/v2/collections/query': QUERY,
  'GET /v2/collections/query': QUERY,
  'GET /wix-data/v2/items/query': TEMPLATES['POST /wix-data/v2/items/query'],
  'GET /_api/cloud-data/v2/items/query': TEMPLATES['POST /_api/cloud-data/v2/items/query'],
};

/** Other query parameters the GET routes read. */
export const QUERY_PARAMS = [
  'includeMerchantSpecificData',
  'after',
  'type',
  'limit',
  'to',
  'session',
  'postLogoutRedirectUri',
  'clientId',
  'state',
  'dataCollectionId',
];

/** Ids for path parameters: real ones of the demo seed, and ones that are not. */
export const IDS = [
  'prod-granola',
  'prod-linen-shirt',
  'prod-archived-sample',
  'col-apparel',
  'apparel',
  'current',
  'membership-club',
  '__proto__',
  'constructor',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  'ü🙂',
  'x'.repeat(2000),
];

/** The layout prefixes that `~` stands for. */
export const PREFIXES =
  /^\/(ecom|_api\/ecom-cart|stores-reader|_api\/catalog-reader-server|stores|_api\/catalog-server|_api\/redirects-api|headless)(?=\/)/;
