import { vitestPreset } from '../../vitest.shared';

// Packing, installing and building from tarballs: one file at a time, with generous limits for a loaded CI machine.
export default vitestPreset({
  globalSetup: ['test/support/pack-all.ts'],
  fileParallelism: false,
  testTimeout: 240_000,
  hookTimeout: 240_000,
});
