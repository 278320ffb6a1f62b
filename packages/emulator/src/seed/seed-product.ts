/** The shape of a demo product, before it becomes a product record. */
export interface SeedOption {
  name: string;
  type: 'drop_down' | 'color';
  choices: string[];
  /** Per-choice price for gift-card-like options. */
  prices?: number[];
}

export interface SeedProduct {
  name: string;
  price: number;
  collection: string;
  brand: string;
  description: string;
  options?: SeedOption[];
  digital?: boolean;
  stock?: number;
  outOfStock?: boolean;
  ribbon?: string;
  discount?: { type: 'PERCENT' | 'AMOUNT'; value: number };
  cost?: number;
  weight?: number;
  pricePerUnit?: {
    totalQuantity: number;
    totalMeasurementUnit: string;
    baseQuantity: number;
    baseMeasurementUnit: string;
  };
  hidden?: boolean;
}
