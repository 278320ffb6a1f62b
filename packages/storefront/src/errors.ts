// What the model refuses on its own, before any request: `Error` subclasses with a literal `name`, whose guards
// compare names (so they hold across the ESM and CJS copies of this package).

/**
 * The site has no store: Get Catalog Version answered `STORES_NOT_INSTALLED`. Nothing of the catalogue can be read
 * until the merchant adds the stores app to the site.
 */
export class StoresNotInstalledError extends Error {
  override readonly name = 'StoresNotInstalledError' as const;

  constructor() {
    super('The site has no store (catalog version STORES_NOT_INSTALLED): add the stores app to the site first');
  }
}

/** `addProductToCart` was given choices that leave options unchosen. Nothing was sent. */
export class ChoiceMissingError extends Error {
  override readonly name = 'ChoiceMissingError' as const;
  readonly productId: string;
  /** The names of the options without a choice, in the product's order. */
  readonly missing: string[];

  constructor(productId: string, missing: string[]) {
    super(`Product ${productId}: choose ${missing.map((name) => JSON.stringify(name)).join(', ')} first`);
    this.productId = productId;
    this.missing = missing;
  }
}

/**
 * `addProductToCart` was given choices (or a variant id) that name no variant the product sells: a combination it
 * does not sell, a choice it does not have, or an id of another product's variant. Nothing was sent.
 */
export class VariantUnavailableError extends Error {
  override readonly name = 'VariantUnavailableError' as const;
  readonly productId: string;
  readonly choices: Record<string, string> | undefined;
  readonly variantId: string | undefined;

  constructor(productId: string, choices: Record<string, string> | undefined, variantId?: string) {
    const what = variantId === undefined ? `the choices ${JSON.stringify(choices)}` : `variant ${variantId}`;
    super(`Product ${productId} is not sold with ${what}`);
    this.productId = productId;
    this.choices = choices;
    this.variantId = variantId;
  }
}

const named =
  <E extends Error>(name: E['name']) =>
  (error: unknown): error is E =>
    error instanceof Error && error.name === name;

export const isStoresNotInstalledError = /* @__PURE__ */ named<StoresNotInstalledError>('StoresNotInstalledError');
export const isChoiceMissingError = /* @__PURE__ */ named<ChoiceMissingError>('ChoiceMissingError');
export const isVariantUnavailableError = /* @__PURE__ */ named<VariantUnavailableError>('VariantUnavailableError');
