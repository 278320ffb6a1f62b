import type { NextConfig } from 'next';

// A shop as a team on the platform's SDK writes it: nothing here knows of the emulator. The preload
// (`NODE_OPTIONS='--import @vitrine/emulator/register'`) sends its requests there at run time.
const config: NextConfig = {
  poweredByHeader: false,
  // Product pictures are on the platform's media host, resized by Next's image optimiser.
  images: { remotePatterns: [new URL('https://static.wixstatic.com/media/**')] },
  // The package's `typecheck` script checks this app; the test's one build skips the second check.
  typescript: { ignoreBuildErrors: true },
};

export default config;
