/**
 * A generated query answer of 1000 products: about 30 fields each, 7 dates, 9 media items and 4 variants,
 * the shape of docs/wire-answers.md.
 */
export function productsAnswer(count = 1000) {
  const at = (day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString();
  const media = (p, m) => ({
    id: `m-${p}-${m}`,
    mediaType: 'image',
    title: `Picture ${m}`,
    image: {
      url: `https://cdn.example/m-${p}-${m}.jpg`,
      width: 800,
      height: 1000,
      altText: 'Linen shirt',
      urlExpirationDate: at(m),
    },
    thumbnail: { url: `https://cdn.example/t-${p}-${m}.jpg`, width: 50, height: 50 },
  });
  const price = (value) => ({
    currency: 'EUR',
    price: value,
    discountedPrice: value * 0.9,
    pricePerUnit: value / 10,
    formatted: { price: `€${value}`, discountedPrice: `€${value * 0.9}` },
  });
  const products = [];
  for (let p = 0; p < count; p++) {
    products.push({
      id: `product-${p}`,
      name: `Product ${p}`,
      slug: `product-${p}`,
      visible: true,
      productType: 'physical',
      description: 'A fine product, woven from linen and good intentions.'.repeat(2),
      sku: `SKU-${p}`,
      weight: 0.4,
      stock: { trackInventory: true, quantity: 12, inStock: true, inventoryStatus: 'IN_STOCK' },
      price: price(40),
      priceData: price(40),
      convertedPriceData: price(40),
      costAndProfitData: {
        itemCost: 12,
        formattedItemCost: '€12',
        profit: 28,
        formattedProfit: '€28',
        profitMargin: 0.7,
      },
      priceRange: { minValue: 36, maxValue: 48 },
      costRange: { minValue: 10, maxValue: 14 },
      weightRange: { minValue: 0.3, maxValue: 0.5 },
      pricePerUnitData: { totalQuantity: 100, totalMeasurementUnit: 'G', baseQuantity: 10, baseMeasurementUnit: 'G' },
      discount: { type: 'PERCENT', value: 10 },
      ribbon: 'New',
      brand: 'Vitrine',
      collectionIds: ['c-1', 'c-2'],
      productPageUrl: { base: 'https://shop.example', path: `/product-page/product-${p}` },
      numericId: String(1000 + p),
      inventoryItemId: `inv-${p}`,
      createdDate: at(1),
      updatedDate: at(2),
      lastUpdated: at(3),
      manageVariants: true,
      productOptions: [
        {
          optionType: 'drop_down',
          name: 'Size',
          choices: ['S', 'M', 'L', 'XL'].map((value) => ({ value, description: value, inStock: true, visible: true })),
        },
      ],
      media: { mainMedia: media(p, 0), items: Array.from({ length: 8 }, (_, m) => media(p, m + 1)) },
      variants: ['S', 'M', 'L', 'XL'].map((size, v) => ({
        id: `variant-${p}-${v}`,
        choices: { Size: size },
        variant: {
          priceData: price(40 + v),
          convertedPriceData: price(40 + v),
          weight: 0.4,
          sku: `SKU-${p}-${size}`,
          visible: true,
        },
        stock: { trackQuantity: true, quantity: 3, inStock: true },
      })),
      seoData: { tags: [] },
    });
  }
  return { products, metadata: { count, offset: 0, total: count } };
}
