import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../vitest.shared';

export default mergeConfig(
  vitestPreset({
    globalSetup: ['test/support/global-setup.ts'],
    // Both files share one emulator and one harness; they run one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
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
