import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// Bundling drops the per-file directives, so the bundle gets one: every export here is client-only React.
export default defineConfig(preset({ banner: { js: "'use client';" } }));
