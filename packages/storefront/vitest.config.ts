import { vitestPreset } from '../../vitest.shared';

export default vitestPreset();
