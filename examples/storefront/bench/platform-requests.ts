import { apiKey, createClient, getProduct, queryCollections, queryProducts, updateProduct } from '@vitrine/sdk';
import { money } from '../src/format';

/** One returning visitor of a shop: keeps the cookies the shop sets, as a browser would. */
function visitor(origin: string) {
  const jar = new Map<string, string>();
  return async (path: string): Promise<string> => {
    const answer = await fetch(origin + path, {
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return answer.text();
  };
}

/** The visitor's own requests (tokens, cart) apart from the catalogue's; pictures are not the shop's requests. */
function sort(requests: string[]) {
  const own = requests.filter((request) => !request.includes(' /media/'));
  const visitorRequests = own.filter((request) => /\/oauth2\/|\/ecom\//.test(request)).length;
  return { catalogue: own.length - visitorRequests, visitor: visitorRequests };
}

/** Each page viewed twice by one visitor: the platform requests of the second view. */
export async function platformRequestsPerView(origin: string, pages: string[], requests: () => string[]) {
  const view = visitor(origin);
  await view('/');
  const counts: Record<string, { catalogue: number; visitor: number }> = {};
  for (const page of pages) {
    await view(page);
    requests();
    await view(page);
    counts[page] = sort(requests());
  }
  return counts;
}

/**
 * A merchant's price change through the API-key client: the time until the product page shows it, and which of
 * the pages viewed before the change read the platform again on their next view (the rest came from the cache).
 */
export async function measureFreshness(origin: string, platform: string, productId: string, requests: () => string[]) {
  const merchant = createClient({ host: platform, auth: apiKey({ apiKey: 'vitrine-dev-api-key' }) });
  const view = visitor(origin);
  const products = await queryProducts(merchant).ascending('name').limit(6).find();
  const collections = await queryCollections(merchant).limit(20).find();
  const visited = [
    '/',
    ...collections.items.map((collection) => `/collections/${collection.slug}`),
    ...products.items.map((product) => `/product/${product._id}`),
  ];
  for (const page of visited) await view(page);
  const product = await getProduct(merchant, productId);
  const price = (product.priceData?.price ?? 0) + 1;
  const shown = money(price, product.priceData?.currency);
  const changedAt = performance.now();
  await updateProduct(merchant, { _id: productId, priceData: { price } });
  while (!(await view(`/product/${productId}`)).includes(shown)) {
    if (performance.now() - changedAt > 30_000) throw new Error(`the new price ${shown} did not show within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const delayMs = performance.now() - changedAt;
  requests();
  const reread: string[] = [];
  for (const page of visited.filter((page) => page !== `/product/${productId}`)) {
    await view(page);
    if (sort(requests()).catalogue > 0) reread.push(page);
  }
  return { delayMs, visited, reread };
}
