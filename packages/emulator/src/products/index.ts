// The products slice's door: the product records and their prices, for the cart and the collections; the stock
// an order takes (checkout).
export { slugify } from './edits';
export {
  discounted,
  findVariantByChoices,
  imageMedia,
  variantPrice,
  type MediaItem,
  type ProductRecord,
  type VariantRecord,
} from './model';
export { allProducts, findProduct, getProduct, productCount, setCollection, takeStock, type SoldItem } from './service';
