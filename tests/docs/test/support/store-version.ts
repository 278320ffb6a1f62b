import * as catalogueV1 from '@vitrine/catalogue';
import ts from 'typescript';
import type { ReadmeBlock } from './readme-blocks';

// Catalog V1's names: every export of `@vitrine/catalogue` (its V3 calls live at `@vitrine/catalogue/v3`), whether a
// block imports it from there or from `@vitrine/sdk`, and `@vitrine/react`'s hooks and query options over them.
const V1_NAMES = new Set([
  ...Object.keys(catalogueV1),
  'useProducts',
  'useProduct',
  'useProductOptionsAvailability',
  'useCollections',
  'useCollection',
  'productsQueryOptions',
  'productQueryOptions',
  'productOptionsAvailabilityQueryOptions',
  'collectionsQueryOptions',
  'collectionQueryOptions',
]);
// Modules whose names of the same spelling are not V1's.
const NOT_V1 = new Set(['@vitrine/catalogue/v3', '@vitrine/storefront']);

/**
 * The store a README block needs: Catalog V1 when it imports a V1 catalogue call or hook (or a support file that
 * does), else the default V3 store.
 */
export function storeVersionOf(block: ReadmeBlock, supportFiles: Record<string, string>): 'V1_CATALOG' | 'V3_CATALOG' {
  return importsV1(block.code, supportFiles) ? 'V1_CATALOG' : 'V3_CATALOG';
}

function importsV1(code: string, supportFiles: Record<string, string>): boolean {
  const source = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  return source.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    const from = statement.moduleSpecifier.text;
    const support = supportFiles[from.replace(/^\.\//, '').replace(/(\.tsx?)?$/, '.tsx')];
    if (support !== undefined) return importsV1(support, {});
    if (NOT_V1.has(from)) return false;
    const bindings = statement.importClause?.namedBindings;
    return Boolean(
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => V1_NAMES.has((element.propertyName ?? element.name).text)),
    );
  });
}
