import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// Two entries share one chunk, so that `./internal` carries no second copy of the error classes.
export default defineConfig(preset({ entry: ['src/index.ts', 'src/internal.ts'], splitting: true }));
