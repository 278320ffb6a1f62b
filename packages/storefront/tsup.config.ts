import { defineConfig } from 'tsup';
import { moduleEsmPreset, preset } from '../../tsup.preset';

// ESM one file per module (a product page's variant choice without the catalogue reads); CommonJS one file.
const entry = { index: 'src/index.ts' };
export default defineConfig([moduleEsmPreset(entry), preset({ entry, format: ['cjs'], clean: ['*.cjs', '*.d.cts'] })]);
