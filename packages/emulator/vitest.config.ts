import { vitestPreset } from '../../vitest.shared';

// Real servers, real HTTP, child processes and scrypt: a loaded two-core CI machine runs them many times slower than
// a laptop. The limits only end a test that hangs; no test waits for them to pass.
export default vitestPreset({ testTimeout: 120_000, hookTimeout: 120_000 });
