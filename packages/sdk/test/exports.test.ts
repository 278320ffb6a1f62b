import * as auth from '@vitrine/auth';
import * as cart from '@vitrine/cart';
import * as catalogue from '@vitrine/catalogue';
import * as events from '@vitrine/events';
import * as http from '@vitrine/http';
import * as query from '@vitrine/query';
import * as redirects from '@vitrine/redirects';
import * as sdk from '@vitrine/sdk';
import * as storefront from '@vitrine/storefront';
import { describe, expect, it } from 'vitest';

const SETTLED = new Set(['DiscountType', 'FileType', 'Prompt']);

describe('@vitrine/sdk', () => {
  it.each([
    ['@vitrine/http', http],
    ['@vitrine/query', query],
    ['@vitrine/redirects', redirects],
    ['@vitrine/auth', auth],
    ['@vitrine/cart', cart],
    ['@vitrine/catalogue', catalogue],
    ['@vitrine/storefront', storefront],
    ['@vitrine/events', events],
  ] as const)('re-exports every value of %s as the same object', (_name, module) => {
    const names = Object.keys(module).filter((name) => !SETTLED.has(name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect([name, sdk[name as keyof typeof sdk]]).toEqual([name, module[name as never]]);
  });

  it('settles the names two packages share', () => {
    expect(sdk.DiscountType).toBe(catalogue.DiscountType);
    expect(sdk.CartDiscountType).toBe(cart.DiscountType);
    expect(sdk.FileType).toBe(catalogue.FileType);
    expect(sdk.CartFileType).toBe(cart.FileType);
    expect(sdk.Prompt).toBe(redirects.Prompt);
  });

  it('has nothing of its own beyond the settled names', () => {
    const everyPackage = new Set(
      [http, query, redirects, auth, cart, catalogue, storefront, events].flatMap((m) => Object.keys(m)),
    );
    const own = Object.keys(sdk).filter((name) => !everyPackage.has(name));
    expect(own.sort()).toEqual(['CartDiscountType', 'CartFileType']);
  });
});
