import { anything, arr, bool, int, obj, opt, str, type Out } from '../../schema/kit';

/** Catalog V3's request bodies (`@wix/auto_sdk_stores_products-v-3`, `read-only-variants-v-3`). */

export const fields = opt(arr(str({ maxLength: 100 }), { maxItems: 100 }));
export const cursorPaging = opt(obj({ limit: opt(int({ min: 0, max: 100 })), cursor: opt(str({ maxLength: 16000 })) }));

export const cursorQuery = obj({ filter: anything(), sort: anything(), cursorPaging });
export const searchDetails = opt(
  obj({ mode: opt(str()), expression: opt(str({ maxLength: 100 })), fields: anything(), fuzzy: anything() }),
);
export const cursorSearch = obj({
  filter: anything(),
  sort: anything(),
  cursorPaging,
  search: searchDetails,
  aggregations: anything(),
  timeZone: anything(),
});

export const queryBody = obj({ query: opt(cursorQuery), fields });
export const searchBody = obj({ search: opt(cursorSearch), fields });
export const countBody = obj({ filter: anything(), search: searchDetails, returnNonVisibleProducts: opt(bool()) });
export type SearchInput = NonNullable<Out<typeof searchBody>['search']>;
export type SearchText = NonNullable<Out<typeof searchDetails>>;

export const productBody = obj({ product: obj({ id: opt(str()), revision: opt(str()) }), fields });
export const bulkCreateBody = obj({
  products: arr(obj({}), { minItems: 1, maxItems: 100 }),
  returnEntity: opt(bool()),
  fields,
});
export const bulkUpdateBody = obj({
  products: arr(obj({ product: obj({ id: str(), revision: opt(str()) }) }), { minItems: 1, maxItems: 100 }),
  returnEntity: opt(bool()),
  fields,
});
export const bulkDeleteBody = obj({ productIds: arr(str(), { minItems: 1, maxItems: 100 }) });

const adjust = opt(obj({ amount: opt(str()), percentage: opt(int({ min: -100, max: 1000 })) }));
export const byFilterBody = obj({ filter: anything(), search: searchDetails });
export const updateByFilterBody = obj({ filter: anything(), search: searchDetails, product: obj({}) });
export const variantsByFilterBody = obj({ filter: anything(), search: searchDetails, variant: obj({}) });
export const adjustByFilterBody = obj({
  filter: anything(),
  search: searchDetails,
  actualPrice: adjust,
  compareAtPrice: adjust,
  cost: adjust,
  rounding: anything(),
  compareAtPriceDiscount: anything(),
});
export const categoriesByFilterBody = obj({
  filter: anything(),
  search: searchDetails,
  categoryIds: arr(str(), { minItems: 1, maxItems: 100 }),
});

/** Inventory items V3 (`@wix/auto_sdk_stores_inventory-items-v-3`). */
export const inventoryQueryBody = obj({ query: opt(cursorQuery) });
export const inventorySearchBody = obj({ search: opt(cursorSearch) });
const inventoryItem = obj({
  id: opt(str({ maxLength: 100 })),
  revision: anything(),
  trackQuantity: opt(bool()),
  quantity: opt(int({ min: 0, max: 99999999 })),
  inStock: opt(bool()),
});
const reason = opt(str({ maxLength: 50 }));
export const inventoryUpdateBody = obj({ inventoryItem, reason });
export const inventoryBulkUpdateBody = obj({
  inventoryItems: arr(obj({ inventoryItem }), { minItems: 1, maxItems: 1000 }),
  returnEntity: opt(bool()),
  reason,
});
