import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPOSITORY = resolve(import.meta.dirname, '../../../..');

export interface PublishedPackage {
  name: string;
  version: string;
  dir: string;
}

/** Every package under packages/ that is not private: what `changeset publish` would put on npm. */
export function publishedPackages(): PublishedPackage[] {
  const root = join(REPOSITORY, 'packages');
  return readdirSync(root)
    .map((folder) => {
      const dir = join(root, folder);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        private?: boolean;
      };
      return { name: manifest.name, version: manifest.version, dir, private: manifest.private === true };
    })
    .filter((pkg) => !pkg.private)
    .map(({ name, version, dir }) => ({ name, version, dir }));
}

/** The file `pnpm pack` writes for a package: `@vitrine/http` 0.0.0 → `vitrine-http-0.0.0.tgz`. */
export function tarballName(pkg: Pick<PublishedPackage, 'name' | 'version'>): string {
  return `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
}
