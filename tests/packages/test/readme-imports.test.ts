import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { blockModule } from '../../docs/test/support/generate';
import { SUPPORT_FILES } from '../../docs/test/support/prepare';
import { readmePaths, typescriptBlocks, type ReadmeBlock } from '../../docs/test/support/readme-blocks';
import { freshProject, type FreshProject } from './support/fresh-project';
import { installLines } from './support/install-lines';
import { REPOSITORY } from './support/published-packages';

/**
 * Every README block in a shop's folder under pnpm's strict layout, where only what the shop installed can be
 * imported. A README's reader has installed what the repository's README says (`@vitrine/sdk`, `@vitrine/react`,
 * `@vitrine/emulator`) and what that README's own install lines add; READMEs that ask for the same packages share
 * a folder. The app's own packages (React, TanStack Query, Next.js) are installed in every folder.
 */
interface ShopFolder {
  name: string;
  packages: string[];
  blocks: ReadmeBlock[];
}

const CONTEXT_FIXTURE = join(import.meta.dirname, '../fixtures/readme-folder/context.ts');
const HARNESS_CONTEXT = join(REPOSITORY, 'tests/docs/harness/context.ts');

const ourPackages = (readme: string) =>
  installLines(readme)
    .flatMap((line) => line.packages)
    .filter((name) => name.startsWith('@vitrine/'));

function shopFolders(): ShopFolder[] {
  const shop = ourPackages(join(REPOSITORY, 'README.md'));
  const folders = new Map<string, ShopFolder>();
  for (const readme of readmePaths()) {
    const blocks = typescriptBlocks(readme);
    if (blocks.length === 0) continue;
    const packages = [...new Set([...shop, ...ourPackages(readme)])].sort();
    const key = packages.join(' ');
    if (!folders.has(key)) folders.set(key, { name: `shop-${folders.size + 1}`, packages, blocks: [] });
    folders.get(key)!.blocks.push(...blocks);
  }
  return [...folders.values()];
}

function sourceOf(code: string): ts.SourceFile {
  return ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
}

/** The module specifiers a block imports or re-exports from, relative ones aside (support files). */
function importedSpecifiers(block: ReadmeBlock): string[] {
  return sourceOf(block.code)
    .statements.filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .map((statement) => (statement as ts.ImportDeclaration).moduleSpecifier)
    .filter((specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier))
    .map((specifier) => specifier.text)
    .filter((specifier) => !specifier.startsWith('.'));
}

/** The names a module exports at its top level. */
function exportedNames(path: string): string[] {
  const names: string[] = [];
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of sourceOf(readFileSync(path, 'utf8')).statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    else if (ts.isFunctionDeclaration(statement) && statement.name) names.push(statement.name.text);
  }
  return names.sort();
}

/** The versions the repository itself uses of the app's own packages, so that they come from pnpm's store. */
function versionsOf(manifest: string, names: string[]): Record<string, string> {
  const { devDependencies } = JSON.parse(readFileSync(join(REPOSITORY, manifest), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  return Object.fromEntries(names.map((name) => [name, devDependencies[name]!]));
}

const folders = shopFolders();
let project: FreshProject | undefined;
afterAll(() => project?.remove());

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-readmes-'));
  // No hoisting of any kind: a folder sees its own dependencies only, and a package only what it declares.
  writeFileSync(
    join(dir, '.npmrc'),
    'node-linker=isolated\nhoist=false\nshamefully-hoist=false\npublic-hoist-pattern=\n',
  );
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), 'packages:\n  - shops/*\n');
  const app = versionsOf('tests/docs/package.json', ['@tanstack/react-query', 'next', 'react', 'react-dom']);
  const appTypes = versionsOf('tests/docs/package.json', ['@types/react', '@types/react-dom']);
  const context = exportedNames(CONTEXT_FIXTURE);
  for (const folder of folders) {
    const shop = join(dir, 'shops', folder.name);
    mkdirSync(join(shop, 'blocks'), { recursive: true });
    mkdirSync(join(shop, 'harness'));
    const dependencies = { ...app, ...Object.fromEntries(folder.packages.map((name) => [name, '0.0.0'])) };
    writeFileSync(
      join(shop, 'package.json'),
      JSON.stringify({ name: folder.name, private: true, type: 'module', dependencies, devDependencies: appTypes }),
    );
    cpSync(CONTEXT_FIXTURE, join(shop, 'harness/context.ts'));
    for (const [name, text] of Object.entries(SUPPORT_FILES)) writeFileSync(join(shop, 'blocks', name), text);
    for (const block of folder.blocks) {
      const file = `${block.id.replace(/[^\w.]+/g, '-')}.${block.lang}`;
      const hosts = { host: 'http://127.0.0.1:4455', readOnlyHost: 'http://127.0.0.1:4456' };
      writeFileSync(join(shop, 'blocks', file), blockModule(block, context, hosts));
    }
    // Resolves from inside the folder, as the folder's own modules do.
    writeFileSync(
      join(shop, 'resolve.mjs'),
      `const failures = [];
for (const specifier of JSON.parse(process.argv[2])) {
  try { import.meta.resolve(specifier); } catch (error) { failures.push(error.message); }
}
console.log(JSON.stringify(failures));
`,
    );
  }
  // The blocks are checked with the repository's strict options, like tests/docs (without its source condition).
  const { compilerOptions } = JSON.parse(readFileSync(join(REPOSITORY, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  delete compilerOptions.customConditions;
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['shops/*/blocks', 'shops/*/harness'] }, null, 2),
  );
  project = await freshProject(
    { devDependencies: versionsOf('package.json', ['@types/node', 'typescript']) },
    inject('tarballs'),
    dir,
  );
});

it("reads each README's install lines: a shop's packages, and what a README adds to them", () => {
  const named = readmePaths()
    .map((readme) => [relative(REPOSITORY, readme), ourPackages(readme)] as const)
    .filter(([, packages]) => packages.length > 0);
  expect(Object.fromEntries(named)).toEqual({
    'README.md': ['@vitrine/sdk', '@vitrine/react', '@vitrine/emulator'],
    'packages/auth/README.md': ['@vitrine/sdk'],
    // Cart V2 is @vitrine/cart/v2 (not re-exported by @vitrine/sdk): its README installs @vitrine/cart.
    'packages/cart/README.md': ['@vitrine/sdk', '@vitrine/cart'],
    // Catalog V3 is @vitrine/catalogue/v3 (not re-exported by @vitrine/sdk): its README installs @vitrine/catalogue.
    'packages/catalogue/README.md': ['@vitrine/sdk', '@vitrine/catalogue'],
    'packages/emulator/README.md': ['@vitrine/emulator'],
    'packages/events/README.md': ['@vitrine/sdk', '@vitrine/events'],
    'packages/http/README.md': ['@vitrine/sdk', '@vitrine/http'],
    'packages/identity/README.md': ['@vitrine/identity'],
    'packages/query/README.md': ['@vitrine/sdk', '@vitrine/query'],
    'packages/react/README.md': ['@vitrine/sdk', '@vitrine/react', '@vitrine/cart'],
    'packages/redirects/README.md': ['@vitrine/sdk'],
    'packages/sdk/README.md': ['@vitrine/sdk'],
    'packages/storefront/README.md': ['@vitrine/sdk'],
  });
});

it('gives the blocks the names the docs harness gives them', () => {
  expect(exportedNames(CONTEXT_FIXTURE)).toEqual(exportedNames(HARNESS_CONTEXT));
});

it('installs strictly: a shop of @vitrine/sdk cannot import the packages it is made of', () => {
  const shop = folders.find((folder) => folder.packages.includes('@vitrine/sdk') && folder.packages.length === 3)!;
  expect(shop.packages).toEqual(['@vitrine/emulator', '@vitrine/react', '@vitrine/sdk']);
  const modules = join(project!.dir, 'shops', shop.name, 'node_modules');
  expect(existsSync(join(modules, '@vitrine/sdk'))).toBe(true);
  expect(existsSync(join(modules, '@vitrine/http'))).toBe(false);
  expect(existsSync(join(project!.dir, 'node_modules/@vitrine'))).toBe(false);
});

it("type-checks every README block (strict) with only the packages the READMEs' install lines name", async () => {
  const output = await project!.exec('node_modules/.bin/tsc', ['-p', '.', '--pretty', 'false']).then(
    ({ stdout }) => stdout,
    (error: Error) => error.message,
  );
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  expect(errors).toEqual([]);
  expect(output).toBe('');
});

it('resolves every import of every README block from its folder at run time', async () => {
  const failures: Record<string, string[]> = {};
  for (const folder of folders) {
    const specifiers = [...new Set(folder.blocks.flatMap(importedSpecifiers))].sort();
    expect(specifiers.length).toBeGreaterThan(0);
    const { stdout } = await project!.exec('node', [`shops/${folder.name}/resolve.mjs`, JSON.stringify(specifiers)]);
    const failed = JSON.parse(stdout) as string[];
    if (failed.length > 0) failures[`${folder.name} (${folder.packages.join(', ')})`] = failed;
  }
  expect(failures).toEqual({});
});
