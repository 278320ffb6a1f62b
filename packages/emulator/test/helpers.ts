import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../src/index';
import { adminHeaders } from '../../../test-support/emulator';

export { adminHeaders, submitHostedForm } from '../../../test-support/emulator';

/** Answers are read loosely in tests; assertions pin the exact shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export interface Answer<T = Loose> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Raw body text (sent as is, with content-type application/json). */
  raw?: string;
  readOnly?: boolean;
  headers?: Record<string, string>;
}

export class Client {
  constructor(readonly emu: RunningEmulator) {}

  async call<T = Loose>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
    // The dev endpoints are called as the developer calls them: with this run's admin token.
    const admin = path.startsWith('/__vitrine/') ? adminHeaders(this.emu) : {};
    const headers: Record<string, string> = { ...admin, ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = opts.token;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const base = opts.readOnly ? this.emu.readOnlyUrl : this.emu.url;
    const res = await fetch(base + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  async visitor(clientId = 'test-client'): Promise<{ access_token: string; refresh_token: string }> {
    const r = await this.call<{ access_token: string; refresh_token: string }>('POST', '/oauth2/token', {
      body: { clientId, grantType: 'anonymous' },
    });
    if (r.status !== 200) throw new Error(`anonymous grant failed: ${r.status} ${r.text}`);
    return r.body;
  }
}

export async function boot(opts: EmulatorOptions = {}): Promise<{ emu: RunningEmulator; client: Client }> {
  // A V1 store unless a test asks for V3: most of the tests speak Catalog V1 (`catalog-v3*.test.ts` ask for V3).
  const emu = await startEmulator({
    port: 0,
    readOnlyPort: 0,
    db: ':memory:',
    log: () => undefined,
    catalogVersion: 'V1_CATALOG',
    ...opts,
  });
  return { emu, client: new Client(emu) };
}

export const LAYOUTS = {
  api: {
    cart: '/ecom/v1/carts/current',
    reader: '/stores-reader',
    writer: '/stores',
    redirects: '/_api/redirects-api/v1/redirect-session',
  },
  site: {
    cart: '/_api/ecom-cart/v1/carts/current',
    reader: '/_api/catalog-reader-server',
    writer: '/_api/catalog-server',
    redirects: '/headless/v1/redirect-session',
  },
} as const;

export type LayoutName = keyof typeof LAYOUTS;

export function encodeQuery(request: unknown): string {
  return Buffer.from(JSON.stringify(request)).toString('base64url');
}

export function line(catalogItemId: string, quantity: number, options?: Record<string, unknown>) {
  return { quantity, catalogReference: { catalogItemId, appId: 'vitrine-stores', ...(options ? { options } : {}) } };
}

export function money(amount: string) {
  return { amount, convertedAmount: amount, formattedAmount: `€${amount}`, formattedConvertedAmount: `€${amount}` };
}
