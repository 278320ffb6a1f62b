import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// A CLI: one ESM file that keeps its `#!/usr/bin/env node` line.
export default defineConfig(preset({ entry: ['src/cli.ts'], format: ['esm'], dts: false }));
