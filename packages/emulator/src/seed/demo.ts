import type { CollectionRecord } from '../collections/records';
import { buildVariants, imageMedia, uuidFrom, type ProductRecord } from '../products/model';
import { slugify } from '../products/edits';
import type { CouponRecord, MembershipRecord, ShippingRateRecord } from '../cart/records';
import { COLORS, SEED_COLLECTIONS, SEED_PRODUCTS } from './catalog-data';
import type { OAuthApp } from '../tokens/origins';

export const DEV_API_KEY = 'vitrine-dev-api-key';

/**
 * The example storefront (`pnpm start`, `next dev` on port 3000) signs members in through this app: its exact
 * callback URIs (RFC 9700 §4.1.3), the server's sign-in callback.
 */
export const DEMO_OAUTH_APPS: readonly OAuthApp[] = [
  {
    clientId: 'vitrine-storefront',
    redirectUris: ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback'],
  },
];
const SEED_EPOCH = Date.UTC(2026, 0, 5, 9, 0, 0);

export const SHIPPING_RATES: readonly ShippingRateRecord[] = [
  {
    code: 'standard',
    title: 'Standard delivery',
    carrierId: 'vitrine-post',
    price: 4.9,
    freeAbove: 50,
    deliveryTime: '2-3 days',
  },
  {
    code: 'express',
    title: 'Express delivery',
    carrierId: 'vitrine-express',
    price: 9.9,
    deliveryTime: 'Next day',
    slot: { daysAhead: 1, fromHour: 9, toHour: 12 },
  },
  {
    code: 'pickup',
    title: 'Store pickup',
    carrierId: 'vitrine-pickup',
    price: 0,
    // The Berlin shop's counter: offered for a German address only.
    destinations: [{ countryCode: 'DE' }],
    pickup: {
      pickupMethod: 'STORE_PICKUP',
      address: {
        country: 'DE',
        subdivision: 'DE-BE',
        city: 'Berlin',
        postalCode: '10115',
        addressLine: 'Invalidenstraße 1',
        geocode: { latitude: 52.5306, longitude: 13.3847 },
      },
    },
  },
];

export const COUPONS: readonly CouponRecord[] = [
  { id: 'coupon-welcome10', code: 'WELCOME10', name: 'Welcome 10 %', type: 'PERCENT', value: 10 },
  { id: 'coupon-save5', code: 'SAVE5', name: '€5 off orders over €20', type: 'AMOUNT', value: 5, minSubtotal: 20 },
];

export const MEMBERSHIPS: readonly MembershipRecord[] = [
  { id: 'membership-club', appId: 'vitrine-pricing-plans', name: 'Vitrine Club', durationDays: 365 },
];

function iso(offsetMinutes: number): string {
  return new Date(SEED_EPOCH + offsetMinutes * 60_000).toISOString();
}

/**
 * A seed picture's id, shaped as the platform's (`<name>~mv2.jpg`): a raster original, so the platform SDK's media
 * helpers and Next's image optimiser take it. The readable name draws the placeholder's label.
 */
export const seedPicture = (name: string): string => `m-${name}~mv2.jpg`;

export function demoProducts(): ProductRecord[] {
  return SEED_PRODUCTS.map((sp, i) => {
    const slug = slugify(sp.name);
    const id = `prod-${slug}`;
    const media = [
      imageMedia(seedPicture(`${slug}-1`), sp.name),
      imageMedia(seedPicture(`${slug}-2`), `${sp.name}, detail`),
    ];
    const options = (sp.options ?? []).map((o) => ({
      optionType: o.type,
      name: o.name,
      choices: o.choices.map((ch) => ({
        value: o.type === 'color' ? (COLORS[ch] ?? '#888888') : ch,
        description: ch,
        visible: true,
        ...(o.type === 'color' ? { mediaIds: [seedPicture(`${slug}-${slugify(ch)}`)] } : {}),
      })),
    }));
    for (const o of options)
      for (const ch of o.choices)
        for (const mediaId of ch.mediaIds?.slice(0, 1) ?? [])
          media.push(imageMedia(mediaId, `${sp.name}, ${ch.description}`));
    const tracked = sp.stock !== undefined;
    const base: ProductRecord = {
      id,
      name: sp.name,
      slug,
      visible: !sp.hidden,
      productType: sp.digital ? 'digital' : 'physical',
      description: `<p>${sp.description}</p>`,
      sku: `VT-${String(i + 1).padStart(3, '0')}`,
      weight: sp.digital ? 0 : (sp.weight ?? Math.round((0.2 + (i % 7) * 0.15) * 100) / 100),
      price: sp.price,
      ...(sp.cost !== undefined ? { cost: sp.cost } : {}),
      discount: sp.discount ?? { type: 'NONE', value: 0 },
      ...(sp.pricePerUnit ? { pricePerUnit: sp.pricePerUnit } : {}),
      trackInventory: tracked,
      ...(tracked ? { quantity: sp.stock } : {}),
      inStock: !sp.outOfStock,
      ...(sp.ribbon ? { ribbon: sp.ribbon } : {}),
      brand: sp.brand,
      collectionIds: [sp.collection, ...(sp.discount ? ['col-sale'] : [])],
      numericId: String(1001 + i),
      inventoryItemId: uuidFrom(`inventory|${id}`),
      createdDate: iso(i * 60),
      lastUpdated: iso(i * 60),
      manageVariants: (sp.options ?? []).some((o) => o.prices !== undefined),
      productOptions: options,
      variants: [],
      media,
      additionalInfoSections: [{ title: 'Care', description: '<p>Handle with care.</p>' }],
      customTextFields: [],
    };
    base.variants = buildVariants(base);
    // Option-priced products (gift card, coffee sizes): each variant carries its own price.
    for (const opt of sp.options ?? []) {
      if (!opt.prices) continue;
      for (const v of base.variants) {
        const idx = opt.choices.indexOf(v.choices[opt.name] ?? '');
        if (idx >= 0) v.price = opt.prices[idx];
      }
    }
    // A product with tracked stock: the first variant is short so PARTIALLY_AVAILABLE can be seen.
    const [first] = base.variants;
    if (first && base.variants.length > 1 && (sp.stock ?? 0) > 0) first.quantity = 1;
    return base;
  });
}

export function demoCollections(): CollectionRecord[] {
  return SEED_COLLECTIONS.map((c, i) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    visible: true,
    media: [imageMedia(seedPicture(`collection-${c.slug}`), c.name, 1200, 800)],
    createdDate: iso(i),
    updatedDate: iso(i),
  }));
}
