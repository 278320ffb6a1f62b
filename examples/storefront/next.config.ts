import type { NextConfig } from 'next';

// The shop runs on the packages' built `dist` (turbo builds them before this app), like an app from npm would.
const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The e2e run and the measurement build into their own folder so they never race `next dev`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
};

export default config;
