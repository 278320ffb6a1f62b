import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// Catalog V3 is its own entry (`./v3`): a shop on one catalog version carries none of the other's code. The entries
// share chunks, so `./internal` (V3's shapes for `@vitrine/events`) carries no second copy of them.
export default defineConfig(
  preset({ entry: { index: 'src/index.ts', internal: 'src/internal.ts', v3: 'src/v3/index.ts' }, splitting: true }),
);
