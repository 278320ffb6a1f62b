import type { InventoryItemAvailabilityStatus, InventoryItemSortField } from './types/inventory';
// What each V3 query builder filters and sorts on: exactly what the platform's query specs allow, so a filter it
// refuses (a category in a products query, a price) does not compile.

/** Products query: `_id`, `handle`, dates, `slug`, `visible`, and `options._id` with `hasSome` / `hasAll`. */
export interface ProductQueryFieldsV3 {
  filter: {
    _id: string;
    handle: string;
    _createdDate: Date;
    _updatedDate: Date;
    slug: string;
    visible: boolean;
    'options._id': string[];
  };
  sort: '_createdDate' | '_updatedDate' | 'slug' | 'visible';
}

/** Read-only variants query: the variant's ids and its product's id. */
export interface VariantQueryFieldsV3 {
  filter: { _id: string; variantId: string; 'productData.productId': string };
  sort: '_id' | 'variantId' | 'productData.productId';
}

/** Categories query. */
export interface CategoryQueryFields {
  filter: {
    _id: string;
    _createdDate: Date;
    _updatedDate: Date;
    name: string;
    visible: boolean;
    'parentCategory._id': string;
    'parentCategory.index': number;
    slug: string;
    'treeReference.appNamespace': string;
    'treeReference.treeKey': string;
    managingAppId: string;
  };
  sort: '_createdDate' | '_updatedDate' | 'name' | 'parentCategory._id' | 'parentCategory.index' | 'managingAppId';
}

/** Inventory items query: the item's and its product's ids, its stock, and its product's names and SKU. */
export interface InventoryItemQueryFieldsV3 {
  filter: {
    _id: string;
    variantId: string;
    locationId: string;
    productId: string;
    _createdDate: Date;
    _updatedDate: Date;
    availabilityStatus: InventoryItemAvailabilityStatus;
    inStock: boolean;
    quantity: number;
    trackQuantity: boolean;
    'preorderInfo.enabled': boolean;
    'product.name': string;
    'product.variantName': string;
    'product.variantSku': string;
    'product.directCategoryIds': string[];
  };
  // The query sorts on what the search does.
  sort: InventoryItemSortField;
}
