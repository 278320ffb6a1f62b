import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Tests run on sources: the "@vitrine/source" export condition points every workspace package at src/index.ts.
 * The limits are generous (vitest's defaults are 5 s, 10 s and 1 s): a busy two-core CI machine runs a test many times
 * slower than a laptop, and a limit only ends a test that hangs; tests wait for events (`expect.poll`, `vi.waitFor`),
 * never for a clock.
 */
export function vitestPreset(test: NonNullable<ViteUserConfig['test']> = {}): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
    test: {
      environment: 'node',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      expect: { poll: { timeout: 30_000 } },
      ...test,
    },
  });
}
