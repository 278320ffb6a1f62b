// Builds `template/`: the example storefront's application files as they are in this repository, and a
// package.json, tsconfig and next.config of a standalone app (the example's own ones belong to the monorepo).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const storefront = join(here, '../../examples/storefront');
const root = join(here, '../..');
const template = join(here, 'template');
const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

rmSync(template, { recursive: true, force: true });
mkdirSync(template);
for (const entry of ['app', 'src', 'proxy.ts'])
  cpSync(join(storefront, entry), join(template, entry), { recursive: true });
cpSync(join(here, 'files'), template, { recursive: true });

const example = JSON.parse(readFileSync(join(storefront, 'package.json'), 'utf8'));
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Our packages are versioned together: a scaffold of create-vitrine x.y.z asks for @vitrine/* ^x.y.z.
const ours = (range) => (range.startsWith('workspace:') ? `^${version}` : range);
const manifest = {
  name: 'my-vitrine-shop',
  version: '0.1.0',
  private: true,
  type: 'module',
  scripts: {
    dev: 'next dev',
    build: 'next build',
    start: 'next start',
    // The shop runs on Cart V2 alone: the platform as it is after Cart V1's removal (2027-02-01).
    emulator:
      'vitrine-emulator --cart-v1 removed --oauth-app vitrine-storefront=http://localhost:3000/auth/callback,http://127.0.0.1:3000/auth/callback',
  },
  dependencies: Object.fromEntries(Object.entries(example.dependencies).map(([name, range]) => [name, ours(range)])),
  devDependencies: {
    '@types/node': rootManifest.devDependencies['@types/node'],
    '@types/react': example.devDependencies['@types/react'],
    '@types/react-dom': example.devDependencies['@types/react-dom'],
    '@vitrine/emulator': `^${version}`,
    typescript: rootManifest.devDependencies.typescript,
  },
  engines: { node: '>=20.19' },
};
writeFileSync(join(template, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
if (!existsSync(join(template, 'app/layout.tsx'))) throw new Error('the storefront has no app/layout.tsx');
