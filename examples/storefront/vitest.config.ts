import { defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const conditions = ['@vitrine/source', ...defaultServerConditions];

// Browser tests, the whole suite on a Catalog V3 store (`v3`, as the platform creates stores today) and on a Catalog
// V1 store (`v1`): each project's global setup starts its own emulator and its own `next start`; the Next build is
// made once for both (the shop reads the platform's URL at run time, never its version). Chromium per test file.
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

export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [project('v3'), project('v1')],
  },
});
