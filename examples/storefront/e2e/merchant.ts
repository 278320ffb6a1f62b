import { apiKey, createClient, updateProduct } from '@vitrine/sdk';
import { getProduct as getProductV3, updateProduct as updateProductV3, type ProductV3 } from '@vitrine/catalogue/v3';
import { updateProduct as updateProductV1 } from '@vitrine/catalogue';
import { queryInventoryItems, updateInventoryItem } from '@vitrine/catalogue/v3';
import type { Client } from '@vitrine/http';
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

/** The merchant sets the wristwatch's stock, by the API of the store's catalog version. */
export async function setStock(merchant: Client, quantity: number): Promise<void> {
  if (inject('catalogVersion') === 'V1_CATALOG') {
    await updateProductV1(merchant, { _id: 'prod-wristwatch', stock: { trackInventory: true, quantity } });
    return;
  }
  const { items } = await queryInventoryItems(merchant).eq('productId', 'prod-wristwatch').find();
  const item = items[0]!;
  await updateInventoryItem(merchant, item._id!, { revision: item.revision!, trackQuantity: true, quantity });
}
