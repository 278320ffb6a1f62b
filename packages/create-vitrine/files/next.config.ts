import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Catalogue reads are cached across visitors ('use cache', src/server/catalogue.ts) and kept fresh by the
  // platform's events (app/api/events); what belongs to one visitor is read at request time, never cached.
  cacheComponents: true,
  partialPrefetching: true,
};

export default config;
