import { media } from '@wix/sdk';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { STORES_APP_ID, wix, type Wix } from '../../../src/wix';
import { AddButton } from '../../add-button';

/** The stores app's algorithms, by the platform's ids: the product's categories first, then bought together. */
const ALGORITHMS = ['68ebce04-b96a-4c52-9329-08fc9d8c1253', 'd5aac1e1-2e53-4d11-85f7-7172710b4783'];

/** A product by its slug, with what the platform recommends next to it. */
export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const client = await wix();
  const {
    items: [product],
  } = await client.products.queryProducts().eq('slug', slug).find();
  if (!product) notFound();
  const recommended = await recommendedProducts(client, product._id!);
  const picture = mainPicture(product);
  return (
    <article>
      <h1>{product.name}</h1>
      {picture && <Image src={picture.url} alt={picture.altText} width={400} height={500} />}
      <span className="price">{product.priceData?.formatted?.price}</span>
      <AddButton product={product} />
      <h2>You may also like</h2>
      <ul>
        {recommended.map((other) => (
          <li key={other._id} className="recommended">
            {other.name}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The first four recommended products, in the recommendation's order. */
async function recommendedProducts(client: Wix, productId: string) {
  const { recommendation } = await client.recommendations.getRecommendation(
    // Made anew for each call: the SDK renames `_id` in place.
    ALGORITHMS.map((_id) => ({ _id, appId: STORES_APP_ID })),
    { items: [{ catalogItemId: productId, appId: STORES_APP_ID }], minimumRecommendedItems: 4 },
  );
  const ids = (recommendation?.items ?? []).map((item) => item.catalogItemId!).slice(0, 4);
  if (ids.length === 0) return [];
  const { items } = await client.products.queryProducts().in('_id', ids).find();
  return ids.flatMap((id) => items.filter((item) => item._id === id));
}

/**
 * The product's main picture on the platform's media host, through the SDK's helper: `static.wixstatic.com`, which
 * `next.config.ts` lets Next's image optimiser fetch. The helper reads a picture's media reference
 * (`wix:image://v1/<id>/<name>#originWidth=…&originHeight=…`), made here from the media item's id and size.
 */
function mainPicture(product: { name?: string | null; media?: { mainMedia?: ProductMedia | null } | null }) {
  const main = product.media?.mainMedia;
  if (!main?._id || !main.image) return undefined;
  const name = encodeURIComponent(product.name ?? main._id);
  const reference = `wix:image://v1/${main._id}/${name}#originWidth=${main.image.width}&originHeight=${main.image.height}`;
  return { url: media.getImageUrl(reference).url, altText: main.image.altText ?? product.name ?? '' };
}

interface ProductMedia {
  _id?: string | null;
  image?: { width?: number | null; height?: number | null; altText?: string | null } | null;
}
