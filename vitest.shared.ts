import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** Tests run on sources: the "@vitrine/source" export condition points every workspace package at src/index.ts. */
export function vitestPreset(test: NonNullable<ViteUserConfig['test']> = {}): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
    test: { environment: 'node', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], ...test },
  });
}
