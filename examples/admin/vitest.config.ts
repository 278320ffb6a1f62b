import { vitestPreset } from '../../vitest.shared';

export default vitestPreset({ testTimeout: 30_000 });
