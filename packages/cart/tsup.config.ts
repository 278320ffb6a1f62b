import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// Two entries share one chunk, so that `./internal` carries no second copy of the shapes.
export default defineConfig(preset({ entry: ['src/index.ts', 'src/internal.ts'], splitting: true }));
