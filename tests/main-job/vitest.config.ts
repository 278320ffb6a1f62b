import { vitestPreset } from '../../vitest.shared';

// One `pnpm start` for the file: `next dev` compiles each page on its first visit, slowly on a loaded two-core machine.
export default vitestPreset({
  fileParallelism: false,
  testTimeout: 300_000,
  hookTimeout: 300_000,
});
