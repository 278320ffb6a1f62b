import { defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const conditions = ['@vitrine/source', ...defaultServerConditions];

// Browser tests, the whole suite on a Catalog V3 store (`v3`, as the platform creates stores today) and, but for
// what no catalog version changes (below), on a Catalog V1 store (`v1`): each project's global setup starts its own
// emulator and its own `next start`; the Next build is made once for both (the shop reads the platform's URL at run
// time, never its version). Chromium per test file.
const project = (name: 'v3' | 'v1', extra: { exclude?: string[] } = {}): TestProjectInlineConfiguration => ({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name,
    include: ['e2e/**/*.test.ts'],
    exclude: extra.exclude ?? [],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page's first load on a busy two-core CI machine takes seconds, not the default one.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});

// What no catalog version can change runs on the V3 store only: sign-in and recovery, the shop's own routes under
// attack, error pages, the page layout at phone widths and its shifts, the checkout form and the delivery regions.
// Every file that reads the catalogue, adds a product or shows a cart line runs on both.
const SAME_ON_EVERY_CATALOG = [
  'e2e/account-forms.test.ts',
  'e2e/account.test.ts',
  'e2e/sign-in.test.ts',
  'e2e/refresh-token.test.ts',
  'e2e/proxy-cookies.test.ts',
  'e2e/hostile-requests.test.ts',
  'e2e/error-pages.test.ts',
  'e2e/layout-shift.test.ts',
  'e2e/phone-layout.test.ts',
  'e2e/checkout-form.test.ts',
  'e2e/delivery-regions.test.ts',
];

export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [project('v3'), project('v1', { exclude: SAME_ON_EVERY_CATALOG })],
  },
});
