// The gzip size of a shop's first bundle, Vitrine beside the platform's own SDK, measured in one run: each flow is
// bundled by esbuild (minified, for the browser) from the packages as published (`dist`), then gzipped. `pnpm bench`
// runs it; the package READMEs quote its table. Budgets live in `.size-limit.json`; this is the comparison.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('..', import.meta.url));

/** Each flow: what a visitor's bundle imports and calls. */
const flows = [
  {
    name: 'Vitrine, v1 cart (deprecated): createClient + oauth + getCurrentCart + addToCurrentCart',
    code: `import { createClient } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { getCurrentCart, addToCurrentCart } from '@vitrine/cart';
const client = createClient({ auth: oauth({ clientId: 'c' }) });
export const read = () => getCurrentCart(client);
export const add = (lineItems) => addToCurrentCart(client, { lineItems });`,
  },
  {
    name: 'Vitrine, Cart V2: createClient + oauth + getCurrentCart + addLineItemsToCurrentCart',
    code: `import { createClient } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { getCurrentCart, addLineItemsToCurrentCart } from '@vitrine/cart/v2';
const client = createClient({ auth: oauth({ clientId: 'c' }) });
export const read = () => getCurrentCart(client);
export const add = (catalogItems) => addLineItemsToCurrentCart(client, { catalogItems });`,
  },
  {
    name: "Platform SDK: createClient + OAuthStrategy + currentCartV2's get and add",
    code: `import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCartV2 } from '@wix/ecom';
const client = createClient({ modules: { currentCartV2 }, auth: OAuthStrategy({ clientId: 'c' }) });
export const read = () => client.currentCartV2.getCurrentCart();
export const add = (catalogItems) => client.currentCartV2.addLineItemsToCurrentCart({ catalogItems });`,
  },
  {
    name: 'Vitrine, V3 product page: createClient + oauth + getProductBySlug (@vitrine/catalogue/v3) + addLineItemsToCurrentCart (@vitrine/cart/v2)',
    code: `import { createClient } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { getProductBySlug } from '@vitrine/catalogue/v3';
import { addLineItemsToCurrentCart } from '@vitrine/cart/v2';
const client = createClient({ auth: oauth({ clientId: 'c' }) });
export const read = (slug) => getProductBySlug(client, slug, { fields: ['CURRENCY', 'PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'VARIANT_OPTION_CHOICE_NAMES'] });
export const add = (catalogItems) => addLineItemsToCurrentCart(client, { catalogItems });`,
  },
  {
    name: 'Vitrine, the storefront model on either version: createClient + oauth + shopProduct + addProductToCart (@vitrine/storefront)',
    code: `import { createClient } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { shopProduct, addProductToCart } from '@vitrine/storefront';
const client = createClient({ auth: oauth({ clientId: 'c' }) });
export const read = (slug) => shopProduct(client, { slug });
export const add = (product, choices) => addProductToCart(client, product, { choices });`,
  },
  {
    name: "Vitrine, V1 product page (today's flow): createClient + oauth + getProduct (@vitrine/catalogue) + addLineItemsToCurrentCart",
    code: `import { createClient } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { getProduct } from '@vitrine/catalogue';
import { addLineItemsToCurrentCart } from '@vitrine/cart/v2';
const client = createClient({ auth: oauth({ clientId: 'c' }) });
export const read = (id) => getProduct(client, id);
export const add = (catalogItems) => addLineItemsToCurrentCart(client, { catalogItems });`,
  },
  {
    name: "Platform SDK, V3 product page: createClient + OAuthStrategy + productsV3's getProductBySlug + currentCartV2's add",
    code: `import { createClient, OAuthStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { currentCartV2 } from '@wix/ecom';
const client = createClient({ modules: { productsV3, currentCartV2 }, auth: OAuthStrategy({ clientId: 'c' }) });
export const read = (slug) => client.productsV3.getProductBySlug(slug, { fields: ['CURRENCY', 'PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'VARIANT_OPTION_CHOICE_NAMES'] });
export const add = (catalogItems) => client.currentCartV2.addLineItemsToCurrentCart({ catalogItems });`,
  },
];

async function gzipSize(code) {
  const result = await build({
    stdin: { contents: code, resolveDir: here, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const rows = [];
const sizes = new Map();
for (const flow of flows) {
  sizes.set(flow.name, await gzipSize(flow.code));
  rows.push({ flow: flow.name, 'gzip (kB)': (sizes.get(flow.name) / 1000).toFixed(2) });
}
// The storefront model's own share of a product page: its flow less the V3 flow it calls through.
const [direct, model] = [flows[3].name, flows[4].name];
rows.push({
  flow: "the storefront model's own share of a product page (its flow less the direct V3 flow)",
  'gzip (kB)': ((sizes.get(model) - sizes.get(direct)) / 1000).toFixed(2),
});
console.table(rows);
