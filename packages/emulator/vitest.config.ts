import { vitestPreset } from '../../vitest.shared';

// Real servers, real HTTP, child processes and scrypt: generous limits for a loaded CI machine.
export default vitestPreset({ testTimeout: 20_000, hookTimeout: 20_000 });
