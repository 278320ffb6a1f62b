import { defineConfig } from 'tsup';
import { moduleEsmPreset, preset } from '../../tsup.preset';

// ESM one file per module (a page that only draws pictures takes the media helpers, not the transport); CommonJS one
// file per entry, the two entries sharing one chunk so that `./internal` carries no second copy of the error classes.
const entry = { index: 'src/index.ts', internal: 'src/internal.ts' };
export default defineConfig([
  moduleEsmPreset(entry),
  preset({ entry, format: ['cjs'], splitting: true, clean: ['*.cjs', '*.d.cts'] }),
]);
