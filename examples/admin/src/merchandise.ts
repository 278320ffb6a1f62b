import { apiKey } from '@vitrine/auth';
import {
  addProductMedia,
  addProductMediaToChoices,
  addProductsToCollection,
  bulkAdjustProductProperty,
  createCollection,
  createProduct,
  getProduct,
  removeRibbon,
  updateProductVariants,
  type Product,
} from '@vitrine/catalogue';
import { createClient } from '@vitrine/http';

export interface MerchandiseOptions {
  host: string;
  apiKey: string;
  /** Where each step is reported; the CLI prints it. */
  log?: (line: string) => void;
}

/**
 * A merchant tool's day: launch a product with variants and pictures, put it in a new collection, raise its
 * prices by 10 % in bulk, and take the launch ribbon off again.
 */
export async function merchandise({ host, apiKey: key, log = () => {} }: MerchandiseOptions): Promise<Product> {
  const client = createClient({ host, auth: apiKey({ apiKey: key }) });

  const created = await createProduct(client, {
    name: 'Linen apron',
    productType: 'physical',
    description: 'A heavy linen apron with two deep pockets.',
    priceData: { price: 48 },
    ribbon: 'New',
    brand: 'Maison Vitrine',
    manageVariants: true,
    productOptions: [
      {
        optionType: 'color',
        name: 'Colour',
        choices: [
          { value: '#2f4f4f', description: 'Slate' },
          { value: '#c2a878', description: 'Sand' },
        ],
      },
      {
        optionType: 'drop_down',
        name: 'Size',
        choices: [
          { value: 'Regular', description: 'Regular' },
          { value: 'Long', description: 'Long' },
        ],
      },
    ],
  });
  const id = created._id!;
  log(`Created product "${created.name}" (${id}) with ${created.variants?.length ?? 0} variants`);

  await updateProductVariants(client, id, [{ choices: { Size: 'Long' }, price: 54 }]);
  log('Priced the long variants at 54.00');

  await addProductMedia(client, id, [{ mediaId: 'apron-slate-front' }, { mediaId: 'apron-sand-front' }]);
  await addProductMediaToChoices(client, id, [
    { option: 'Colour', choice: 'Slate', mediaIds: ['apron-slate-front'] },
    { option: 'Colour', choice: 'Sand', mediaIds: ['apron-sand-front'] },
  ]);
  log('Added 2 pictures, one for each colour');

  const collection = await createCollection(client, { name: 'Kitchen linen' });
  await addProductsToCollection(client, collection._id!, [id]);
  log(`Added it to the new collection "${collection.name}" (${collection._id})`);

  const adjusted = await bulkAdjustProductProperty(client, [id], { price: { percentage: 10 } });
  log(`Raised prices by 10 %: ${adjusted.bulkActionMetadata.totalSuccesses} product(s) changed`);

  await removeRibbon(client, id);
  const product = await getProduct(client, id, { includeMerchantSpecificData: true });
  log(
    `Removed the ribbon; "${product.name}" now costs ${product.priceData?.price?.toFixed(2)} ${product.priceData?.currency}`,
  );
  return product;
}
