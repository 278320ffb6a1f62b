import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../vitest.shared';

// Two stores: `v3`, the emulator's default (Catalog V3, as the platform creates stores today), runs every block but
// those that call Catalog V1 (`@vitrine/catalogue`'s calls, the V1 catalogue hooks); `v1` runs those on a V1 store
// (test/support/store-version.ts decides). Each project has its own emulator and harness; the references are checked
// once.
const project = (name: 'v3' | 'v1') => ({
  extends: true as const,
  test: {
    name,
    // No TSX block needs a V1 store today (the React README's are on the model): prepare.ts fails if one does. (A
    // project's `include` would add to the preset's, so the v1 project leaves files out instead.)
    exclude: name === 'v1' ? ['test/references.test.ts', 'test/tsx-blocks.test.tsx'] : [],
  },
});

export default mergeConfig(
  vitestPreset({
    globalSetup: ['test/support/global-setup.ts'],
    // The files share one emulator and one harness per project; they run one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [project('v3'), project('v1')],
  }),
  // A README's server component calls `cookies()`, and its route handler `revalidateTag()`: both only work inside a
  // Next.js server.
  {
    resolve: {
      alias: {
        'next/headers': fileURLToPath(new URL('harness/next-headers.ts', import.meta.url)),
        'next/cache': fileURLToPath(new URL('harness/next-cache.ts', import.meta.url)),
      },
    },
  },
);
