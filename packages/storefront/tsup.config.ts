import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

export default defineConfig(preset());
