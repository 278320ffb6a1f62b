import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// The entries share chunks, so that `./internal` carries no second copy of the shapes and `./v2` none of what it
// has in common with v1.
export default defineConfig(
  preset({
    entry: { index: 'src/index.ts', internal: 'src/internal.ts', v2: 'src/v2/index.ts', orders: 'src/orders/index.ts' },
    splitting: true,
  }),
);
