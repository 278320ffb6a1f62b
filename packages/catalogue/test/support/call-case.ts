import type { Client } from '@vitrine/http';

/** One call of the catalogue: what it sends, what it reads back, and how its refusals name the caller's arguments. */
export interface Case {
  name: string;
  run: (client: Client) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  service: 'reader' | 'writer';
  /** The path after the service prefix, with the query string if any. */
  path: string;
  /** The exact JSON body, or undefined for none. */
  body?: string;
  /** A minimal wire answer of the call. */
  wire: Record<string, unknown>;
  /** What the call resolves to for `wire`. */
  result: unknown;
  /** A wire violation field and the caller's argument it must be reported as. */
  violation: [wire: string, caller: string];
}

// Minimal wire answers and what the SDK reads them as.
export const product = { id: 'p1', name: 'Linen shirt' };
export const sdkProduct = { _id: 'p1', name: 'Linen shirt' };
export const collection = { id: 'c1', slug: 'summer' };
export const sdkCollection = { _id: 'c1', slug: 'summer' };
export const variant = { id: 'v1', choices: { Size: 'M' } };
export const sdkVariant = { _id: 'v1', choices: { Size: 'M' } };
export const bulk = {
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
  results: [{ itemMetadata: { id: 'p1', originalIndex: 0, success: true } }],
};
export const sdkBulk = {
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
  results: [{ itemMetadata: { _id: 'p1', originalIndex: 0, success: true } }],
};
