// What `calculateCurrentCart` and `estimateCurrentCart` answer besides the cart: the priced summary.
import type { Cart, ConvertedMoney, DeliveryMethod, TranslatableString } from './cart';

export interface ErrorDetails {
  applicationError?: { code?: string; description?: string; data?: Record<string, unknown> | null };
  validationError?: {
    fieldViolations?: { field?: string; description?: string; violatedRule?: string; data?: unknown }[];
  };
  systemError?: { errorCode?: string | null };
  tracing?: Record<string, string>;
}

export interface CalculationErrors {
  generalShippingCalculationError?: ErrorDetails;
  carrierErrors?: { errors?: { carrierId?: string; error?: ErrorDetails }[] };
  selectedShippingOptionError?: ErrorDetails;
  taxCalculationError?: ErrorDetails;
  couponCalculationError?: ErrorDetails;
  giftCardCalculationError?: ErrorDetails;
  orderValidationErrors?: { code?: string; description?: string; data?: Record<string, unknown> | null }[];
  membershipError?: ErrorDetails;
  discountsCalculationError?: ErrorDetails;
}

export interface Violation {
  scope?: 'GLOBAL' | 'LINE_ITEM' | 'DISCOUNT' | 'DELIVERY' | 'TAX' | 'MEMBERSHIP' | 'GIFT_CARD';
  /** `LINE_ITEMS_OUT_OF_STOCK`, `EMPTY_CART`, `MISSING_DELIVERY_METHOD`, … */
  code?: string;
  description?: string | null;
  severity?: 'WARNING' | 'ERROR';
  lineItemsOutOfStockData?: { lineItemIds?: string[]; allLineItemsOutOfStock?: boolean };
  [data: string]: unknown;
}

export interface CartSummary {
  cartId?: string;
  cartRevision?: string;
  calculationId?: string;
  lineItems?: { lineItemId?: string; quantity?: number; unitPrice?: ConvertedMoney; totalPrice?: ConvertedMoney }[];
  discounts?: {
    name?: TranslatableString;
    source?: { sourceType?: 'AUTOMATIC_RULE' | 'COUPON'; couponCode?: string | null };
    scope?: 'UNKNOWN_DISCOUNT_SCOPE' | 'CART_SUBTOTAL' | 'LINE_ITEM' | 'DELIVERY';
    subscriptionCycles?: number | null;
    total?: ConvertedMoney;
    lineItemDiscounts?: { lineItemId?: string; amountOff?: ConvertedMoney }[];
  }[];
  deliverySummary?: { method?: DeliveryMethod; price?: ConvertedMoney; [field: string]: unknown };
  additionalFees?: {
    code?: string | null;
    name?: TranslatableString;
    providerAppId?: string | null;
    lineItemIds?: string[];
    price?: ConvertedMoney;
    subscriptionCycles?: number | null;
    source?: string;
  }[];
  taxSummary?: {
    taxes?: {
      name?: TranslatableString;
      taxableAmount?: ConvertedMoney;
      exemptAmount?: ConvertedMoney;
      amount?: ConvertedMoney;
    }[];
    totalExempt?: ConvertedMoney;
    pricesIncludeTax?: boolean;
    lineItemTaxes?: { lineItemId?: string; tax?: ConvertedMoney; rate?: string | null }[];
    deliveryTax?: ConvertedMoney;
    additionalFeeTaxes?: { additionalFeeCode?: string; tax?: ConvertedMoney }[];
  };
  priceSummary?: {
    subtotal?: ConvertedMoney;
    discount?: ConvertedMoney;
    delivery?: ConvertedMoney;
    additionalFees?: ConvertedMoney;
    tax?: ConvertedMoney;
    total?: ConvertedMoney;
  };
  paymentSummary?: {
    giftCards?: { giftCardId?: string; redeemAmount?: ConvertedMoney }[];
    memberships?: { _id?: string; appId?: string; lineItemIds?: string[] }[];
    subscriptionCharges?: {
      lineItemIds?: string[];
      description?: string | null;
      charges?: { cycleFrom?: number; cycleCount?: number | null; cycleBillingDate?: Date | null }[];
    }[];
    requiresPaymentAfterGiftCard?: boolean;
    totalAfterGiftCards?: ConvertedMoney;
    payNow?: ConvertedMoney;
    payLater?: ConvertedMoney;
    payAfterFreeTrial?: ConvertedMoney;
  };
  priceVerificationToken?: string | null;
  calculationErrors?: CalculationErrors;
  violations?: Violation[];
}

/** `calculateCurrentCart` and `estimateCurrentCart`: the cart and its summary. */
export interface CartWithSummary {
  cart?: Cart;
  summary?: CartSummary;
}
