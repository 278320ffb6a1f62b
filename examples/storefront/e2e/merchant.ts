import { apiKey, createClient, updateProduct } from '@vitrine/sdk';
import { getProduct as getProductV3, updateProduct as updateProductV3, type ProductV3 } from '@vitrine/catalogue/v3';
import { inject } from 'vitest';
import { platform } from './browser';

/**
 * The merchant's edit of a product's name and price, as the store's catalog version takes it (the shop never
 * branches on the version; a merchant's tool does): V1's Update Product with `priceData`, or V3's with the product's
 * revision and its variant's `price.actualPrice`.
 */
export async function editProduct(id: string, change: { name: string; price?: number }): Promise<void> {
  const merchant = createClient({ host: platform(''), auth: apiKey({ apiKey: 'vitrine-dev-api-key' }) });
  if (inject('catalogVersion') === 'V1_CATALOG') {
    await updateProduct(merchant, {
      _id: id,
      name: change.name,
      ...(change.price === undefined ? {} : { priceData: { price: change.price } }),
    });
    return;
  }
  const { revision } = await getProductV3(merchant, id);
  const price = change.price === undefined ? undefined : { actualPrice: { amount: String(change.price) } };
  await updateProductV3(merchant, id, {
    revision,
    name: change.name,
    ...(price ? { variantsInfo: { variants: [{ price }] } } : {}),
  } as ProductV3);
}
