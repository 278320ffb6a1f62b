import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

export default defineConfig([
  preset(),
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'es2022',
    banner: { js: '#!/usr/bin/env node' },
  },
]);
