import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript every page of a Next.js build loads before any of the shop's own (React DOM, the App Router, the
 * chunk loader): the build manifest's `rootMainFiles` (of the route `route`, '' for the home page), each gzipped on its own as the pages
 * are measured.
 */
export function frameworkBytes(appDir: string, route = 'product/[id]'): number {
  const manifest = JSON.parse(readFileSync(`${appDir}/.next/server/app/${route}/page/build-manifest.json`, 'utf8')) as {
    rootMainFiles: string[];
  };
  return manifest.rootMainFiles
    .map((file) => gzipSync(readFileSync(`${appDir}/.next/${file}`), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
}
