import { vitestPreset } from '../../vitest.shared';

// A cruise of the whole repository parses every package's sources: seconds on a busy machine, not milliseconds.
export default vitestPreset({ testTimeout: 120_000 });
