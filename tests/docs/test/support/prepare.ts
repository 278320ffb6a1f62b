import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { blockModule } from './generate';
import { everyReadmeBlock, REPOSITORY, type ReadmeBlock } from './readme-blocks';
import { storeVersionOf } from './store-version';
import { typeErrors } from './typecheck';

export const GENERATED = join(REPOSITORY, 'tests/docs/.generated');

export interface PreparedBlock extends ReadmeBlock {
  file: string;
}

/** `packages/auth/README.md:64` → .generated/packages-auth-64.ts */
function generatedFile(block: ReadmeBlock): string {
  const folder = block.readme.replace(/\/?README\.md$/, '').replaceAll('/', '-') || 'root';
  return join(GENERATED, `${folder}-${block.line}.${block.lang}`);
}

/** Support files a block imports by a relative path, as its README describes them. */
export const SUPPORT_FILES: Record<string, string> = {
  'product-view.tsx': `'use client';
import { useShopProduct } from '@vitrine/react';

export function ProductView({ id }: { id: string }) {
  const product = useShopProduct({ id });
  return <h1>{product.data?.name}</h1>;
}
`,
};

/** Writes a module for every block of one language that this project's store serves, and type-checks them together. */
export async function prepareBlocks(
  lang: 'ts' | 'tsx',
): Promise<{ blocks: PreparedBlock[]; errors: Map<string, string[]> }> {
  const context = Object.keys(await import('../../harness/context'));
  mkdirSync(GENERATED, { recursive: true });
  for (const [name, text] of Object.entries(SUPPORT_FILES)) writeFileSync(join(GENERATED, name), text);
  const ofLang = everyReadmeBlock().filter((block) => block.lang === lang);
  const needV1 = ofLang.filter((block) => storeVersionOf(block, SUPPORT_FILES) === 'V1_CATALOG');
  if (lang === 'tsx' && needV1.length)
    throw new Error(
      `${needV1.map((block) => block.id).join(', ')} need a Catalog V1 store: add test/tsx-blocks.test.tsx to the v1 project`,
    );
  const blocks = ofLang
    .filter((block) => storeVersionOf(block, SUPPORT_FILES) === inject('catalogVersion'))
    .map((block) => ({ ...block, file: generatedFile(block) }));
  for (const block of blocks) writeFileSync(block.file, blockModule(block, context, inject('docsHosts')));
  return { blocks, errors: typeErrors(blocks.map((block) => block.file)) };
}
