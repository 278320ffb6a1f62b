/**
 * `@vitrine/storefront`: one storefront model over Catalog V1 and Catalog V3. The store's version is asked once per
 * client; products, variants, options, prices, stock, media, categories, search, sort and paging read the same on
 * both, as plain data; the chosen variant goes to the cart (Cart V2) as the version needs it.
 *
 * @packageDocumentation
 */
export { catalogVersion, rememberCatalogVersion, type ShopCatalogVersion } from './version';
export { shopProduct, shopProducts } from './products';
export { shopCategories, shopCategory } from './categories';
export { chooseVariant, type VariantChoice } from './choose-variant';
export { addProductToCart, type AddProductToCartInput } from './add-to-cart';
export { shopTags } from './tags';
export {
  ChoiceMissingError,
  isChoiceMissingError,
  isStoresNotInstalledError,
  isVariantUnavailableError,
  StoresNotInstalledError,
  VariantUnavailableError,
} from './errors';
export type * from './types/money';
export type * from './types/media';
export type * from './types/product';
export type * from './types/category';
export type * from './types/list';
