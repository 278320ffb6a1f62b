import { vitestPreset } from '../../vitest.shared';

// Real servers and a real browser: generous limits for a loaded CI machine.
export default vitestPreset({ testTimeout: 60_000, hookTimeout: 60_000 });
