import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Browser tests: one emulator and one built storefront for the run (global setup), Chromium per test file.
export default defineConfig({
  resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A page's first load on a busy two-core CI machine takes seconds, not the default one.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
