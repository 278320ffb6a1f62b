// Catalog V3 in real Chromium: the platform's own SDK (`catalogVersioning`, `productsV3`, `readOnlyVariantsV3`,
// `categories`, `currentCartV2`), bundled for the browser with esbuild, on a page of its own origin, against a V3
// emulator store across origins (CORS preflights with the SDK's own headers).
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { STORES_APP_ID } from './compare/inputs';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

const CLIENT_ID = 'platform-sdk-browser-v3';

/** The page's script: the platform SDK as a shop bundles it, its platform hosts sent to the emulator. */
const ENTRY = `
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCartV2 } from '@wix/ecom';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { categories } from '@wix/categories';
const PLATFORM_HOSTS = ['www.wixapis.com', 'edge.wixapis.com'];
const platformFetch = window.fetch.bind(window);
const routed = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!PLATFORM_HOSTS.includes(url.host)) return platformFetch(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return platformFetch(window.EMULATOR + url.pathname + url.search, { method: request.method, headers: request.headers, body });
};
window.fetch = routed;
window.platformClient = () => createClient({
  modules: { catalogVersioning, productsV3, readOnlyVariantsV3, categories, currentCartV2 },
  auth: OAuthStrategy({ clientId: window.CLIENT_ID }),
  fetch: routed,
});
`;

let emulator: RunningEmulator;
let server: Server;
let browser: Browser;
let shop: string;
const seen: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  server = createServer((request, response) => {
    if (request.url === '/bundle.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><body><script>window.EMULATOR=${JSON.stringify(emulator.url)};window.CLIENT_ID=${JSON.stringify(CLIENT_ID)};</script><script src="/bundle.js"></script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  emulator = await startEmulator({
    log: () => undefined,
    catalogVersion: 'V3_CATALOG',
    oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: [shop] }],
  });
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function shopPage(): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === emulator.url) seen.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(`${shop}/`);
  return page;
}

test('a V3 store across origins: version, products (query, page, get by slug, search by category), variants, categories, a V3 variant in Cart V2', async () => {
  const page = await shopPage();
  seen.length = 0;
  const result = await page.evaluate(async (appId) => {
    type Client = ReturnType<typeof import('@wix/sdk').createClient> & Record<string, any>; // eslint-disable-line
    const client = (window as unknown as { platformClient(): Client }).platformClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const tree = { appNamespace: '@wix/stores' };
    const { catalogVersion } = await client.catalogVersioning.getCatalogVersion();
    const first = await client.productsV3.queryProducts().limit(3).find();
    const second = await first.next();
    const { product } = await client.productsV3.getProductBySlug('linen-shirt', {});
    const pantry = await client.productsV3.searchProducts({
      filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'col-pantry' }] } },
    });
    const variants = await client.readOnlyVariantsV3
      .queryVariants()
      .eq('productData.productId', 'prod-linen-shirt')
      .find();
    const visible = await client.categories.queryCategories({ treeReference: tree }).eq('visible', true).find();
    const { items } = await client.categories.listItemsInCategory('col-pantry', tree);
    const variantId = product.variantsInfo.variants[1]._id;
    const { cart } = await client.currentCartV2.createCurrentCart({
      catalogItems: [{ catalogReference: { appId, catalogItemId: product._id, options: { variantId } }, quantity: 1 }],
    });
    return {
      catalogVersion,
      pages: [first.items.length, second.items.length, first.items[0]._id === second.items[0]._id],
      variantsOnList: first.items[0].variantsInfo === undefined,
      slugVariants: product.variantsInfo.variants.length,
      pantry: pantry.products.length > 0,
      variants: variants.items.length,
      categories: visible.items.length,
      pantryItems: items.length === pantry.products.length,
      cartLine: [
        cart.lineItems[0].name.original,
        cart.lineItems[0].source.catalogReference.options.variantId === variantId,
      ],
    };
  }, STORES_APP_ID);
  expect(result).toEqual({
    catalogVersion: 'V3_CATALOG',
    pages: [3, 3, false],
    variantsOnList: true,
    slugVariants: 9,
    pantry: true,
    variants: 9,
    categories: 6,
    pantryItems: true,
    cartLine: ['Linen shirt', true],
  });
  expect(seen).toContain('GET /stores/v3/provision/version');
  expect(seen).toContain('GET /stores/v3/products/slug/linen-shirt');
  expect(seen).toContain('POST /categories/v1/categories/query');
  expect(seen).toContain('POST /ecom/v2/carts/current');
  await page.close();
});
