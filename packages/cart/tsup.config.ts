import { defineConfig } from 'tsup';
import { moduleEsmPreset, preset } from '../../tsup.preset';

// ESM one file per module (an error check without the cart's calls). CommonJS one file per entry, the entries
// sharing chunks, so that `./internal` carries no second copy of the shapes and `./v2` none of what it has in
// common with v1.
const entry = {
  index: 'src/index.ts',
  internal: 'src/internal.ts',
  v2: 'src/v2/index.ts',
  orders: 'src/orders/index.ts',
};
export default defineConfig([
  moduleEsmPreset(entry),
  preset({ entry, format: ['cjs'], splitting: true, clean: ['*.cjs', '*.d.cts'] }),
]);
