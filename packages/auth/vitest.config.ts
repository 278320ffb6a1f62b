import { vitestPreset } from '../../vitest.shared';

export default vitestPreset({ environment: 'happy-dom' });
