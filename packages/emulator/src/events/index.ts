// The events slice's door: what the slices whose changes are events (cart, products, collections) may call.
export {
  cartChange,
  cartV2Change,
  catalogV3Change,
  changedFields,
  collectionChanged,
  collectionCreated,
  collectionDeleted,
  productChanged,
  productCreated,
  productDeleted,
  variantsChanged,
} from './changes';
export type { Actor } from './records';
export { recordChange } from './outbox';
