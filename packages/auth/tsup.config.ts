import { defineConfig } from 'tsup';
import { moduleEsmPreset, preset } from '../../tsup.preset';

// ESM one file per module (a page's token handling without the sign-in and recovery flows); CommonJS one file.
const entry = { index: 'src/index.ts' };
export default defineConfig([moduleEsmPreset(entry), preset({ entry, format: ['cjs'], clean: ['*.cjs', '*.d.cts'] })]);
