import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// esbuild keeps the entry's 'use client' at the top of the bundle; the rollup tree-shaking pass would strip it,
// and esbuild's own tree-shaking is enough for one entry.
export default defineConfig(preset({ treeshake: false }));
