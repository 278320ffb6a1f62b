import type {
  ChargeType,
  FallbackReason,
  JurisdictionType,
  ManualCalculationReason,
  PaymentOptionType,
  PickupMethod,
  RateType,
  RuleType,
  Severity,
  WeightUnit,
} from '../enums';
import type { Cart, CartDiscount } from './cart';
import type { Address, ApplicationErrorDetails, MultiCurrencyPrice, TranslatableText } from './common';

/** What `estimateCurrentCartTotals` resolves to: the cart priced with shipping, tax, memberships and discounts. */
export interface EstimateTotalsResponse {
  cart?: Cart;
  calculatedLineItems?: CalculatedLineItem[];
  priceSummary?: PriceSummary;
  shippingInfo?: ShippingInfo;
  membershipOptions?: MembershipOptions;
  appliedDiscounts?: CartDiscount[];
  calculationErrors?: CalculationErrors;
  taxSummary?: TaxSummary;
  violations?: Violation[];
  currency?: string;
  weightUnit?: WeightUnit;
}

export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: LinePricesBreakdown;
  paymentOption?: PaymentOptionType;
}

export interface LinePricesBreakdown {
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  taxDetails?: ItemTaxDetails;
  totalDiscount?: MultiCurrencyPrice;
  price?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
}

export interface ItemTaxDetails {
  taxableAmount?: MultiCurrencyPrice;
  /** A decimal string (`"0.19"`). */
  taxRate?: string;
  totalTax?: MultiCurrencyPrice;
  taxBreakdown?: TaxBreakdown[];
}

export interface TaxBreakdown {
  jurisdiction?: string;
  jurisdictionType?: JurisdictionType;
  taxName?: string;
  taxType?: string;
  rate?: string;
  taxAmount?: MultiCurrencyPrice;
  taxableAmount?: MultiCurrencyPrice;
  nonTaxableAmount?: MultiCurrencyPrice;
}

export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  calculationDetails?: {
    rateType?: RateType;
    manualRateReason?: ManualCalculationReason;
    autoTaxFallbackDetails?: { fallbackReason?: FallbackReason; error?: ApplicationErrorDetails };
  };
}

export interface ShippingInfo {
  region?: { _id?: string; name?: string };
  selectedCarrierServiceOption?: ShippingOption;
  carrierServiceOptions?: CarrierServiceOption[];
}

export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

export interface ShippingOption {
  code?: string;
  title?: string;
  carrierId?: string;
  cost?: ShippingCost;
  logistics?: DeliveryLogistics;
}

export interface ShippingCost {
  price?: MultiCurrencyPrice;
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  totalDiscount?: MultiCurrencyPrice;
  otherCharges?: OtherCharge[];
}

/** A handling fee or an insurance on top of the shipping price. */
export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

export interface DeliveryLogistics {
  /** Free text such as `"2-3 days"`. */
  deliveryTime?: string;
  instructions?: string;
  deliveryTimeSlot?: { from?: Date; to?: Date };
  pickupDetails?: PickupDetails;
}

export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: SelectedMembership[];
}

export interface Membership {
  _id?: string;
  appId?: string;
  name?: TranslatableText;
  expirationDate?: Date;
  credits?: { total?: number; remaining?: number };
  lineItemIds?: string[];
}

/** A membership the visitor holds that cannot pay for this cart, and why. */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/** The memberships chosen to pay for line items, as the wire wraps them. */
export interface SelectedMemberships {
  memberships?: SelectedMembership[];
}

/** A membership chosen to pay for some line items. */
export interface SelectedMembership {
  _id: string;
  appId: string;
  lineItemIds?: string[];
}

/** Failures of parts of the estimate; the rest of the answer is still priced. */
export interface CalculationErrors {
  selectedShippingOptionError?: CalculationErrorDetails;
  carrierErrors?: { errors?: { carrierId?: string; error?: CalculationErrorDetails }[] };
  generalShippingCalculationError?: CalculationErrorDetails;
  taxCalculationError?: CalculationErrorDetails;
  couponCalculationError?: CalculationErrorDetails;
  giftCardCalculationError?: CalculationErrorDetails;
  membershipError?: CalculationErrorDetails;
  discountsCalculationError?: CalculationErrorDetails;
  orderValidationErrors?: ApplicationErrorDetails[];
}

export interface CalculationErrorDetails {
  applicationError?: ApplicationErrorDetails;
  validationError?: { fieldViolations?: CalculationFieldViolation[] };
}

export interface CalculationFieldViolation {
  field?: string;
  description?: string;
  violatedRule?: RuleType;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** A checkout rule the cart breaks, as a warning or a blocking error. */
export interface Violation {
  severity?: Severity;
  description?: string;
  target?: Record<string, unknown>;
}
