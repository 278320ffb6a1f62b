import type { ProductMedia } from './common';
import type {
  InventoryStatus,
  OptionChoice,
  PhysicalProperties,
  PriceInfo,
  ProductType,
  RevenueDetails,
  SubscriptionPrice,
  VariantDigitalProperties,
  VariantPhysicalProperties,
} from './product';

/** The product a read-only variant belongs to, as much of it as the variant carries. */
export interface VariantProductData {
  physicalProperties?: PhysicalProperties;
  productId?: string;
  name?: string | null;
  productType?: ProductType;
  slug?: string | null;
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  mainCategoryId?: string | null;
  currency?: string | null;
  revision?: string | null;
  handle?: string | null;
}

/**
 * A variant as the read-only variants API (`readOnlyVariantsV3`) gives it: its single price, its own stock, its
 * choices (`optionChoices[].optionChoiceNames`) and its product (`productData.productId`).
 */
export interface VariantV3 {
  physicalProperties?: VariantPhysicalProperties;
  digitalProperties?: VariantDigitalProperties;
  _id?: string;
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  optionChoices?: OptionChoice[];
  price?: PriceInfo;
  revenueDetails?: RevenueDetails;
  media?: ProductMedia;
  subscriptionPricesInfo?: { subscriptionPrices?: SubscriptionPrice[] };
  inventoryStatus?: InventoryStatus;
  productData?: VariantProductData;
  /** The variant's id inside its product (`_id` is the read-only variant's own). */
  variantId?: string;
}

/** The platform SDK's name for it. */
export type ReadOnlyVariant = VariantV3;

/** The extra parts a variants read asks for. */
export type VariantRequestedField =
  'CURRENCY' | 'MERCHANT_DATA' | 'SUBSCRIPTION_PRICES_INFO' | 'WEIGHT_MEASUREMENT_UNIT_INFO';
