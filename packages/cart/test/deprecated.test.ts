// What an editor shows for the v1 calls in the published types: each of the nine current-cart calls is deprecated,
// with the platform's removal date and the Cart V2 call that replaces it. Read from the built `dist` (run after
// `pnpm build`, as `test` is), through TypeScript's checker, as an editor's quick info reads it.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const REPLACED_BY: Record<string, string> = {
  getCurrentCart: 'getCurrentCart',
  updateCurrentCart: 'updateCurrentCart',
  deleteCurrentCart: 'deleteCurrentCart',
  addToCurrentCart: 'addLineItemsToCurrentCart',
  removeLineItemsFromCurrentCart: 'removeLineItemsFromCurrentCart',
  removeCouponFromCurrentCart: 'removeCouponFromCurrentCart',
  updateCurrentCartLineItemQuantity: 'updateLineItemsInCurrentCart',
  estimateCurrentCartTotals: 'estimateCurrentCart',
  createCheckoutFromCurrentCart: 'createCheckoutRedirect',
};

/** The JSDoc tags an editor shows for each name imported from `specifier` (resolved from the package folder). */
function tagsOf(specifier: string, names: string[]): Record<string, Record<string, string>> {
  const entry = `${packageDir}editor.ts`;
  const source = `import { ${names.join(', ')} } from '${specifier}';\n`;
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === entry ? source : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === entry || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === entry ? ts.createSourceFile(file, source, language) : getSourceFile(file, language);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry)!;
  const out: Record<string, Record<string, string>> = {};
  file.forEachChild((node) => {
    if (!ts.isImportDeclaration(node)) return;
    const bindings = node.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return;
    for (const element of bindings.elements) {
      const local = checker.getSymbolAtLocation(element.name)!;
      const symbol = local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
      out[element.name.text] = Object.fromEntries(
        symbol.getJsDocTags(checker).map((tag) => [tag.name, ts.displayPartsToString(tag.text).replace(/\s+/g, ' ')]),
      );
    }
  });
  return out;
}

describe.each([
  ['ESM', './dist/index.js'],
  ['CJS', './dist/index.cjs'],
])('the published %s types of @vitrine/cart', (_, specifier) => {
  const tags = tagsOf(specifier, Object.keys(REPLACED_BY));

  it.each(Object.entries(REPLACED_BY))('%s is deprecated for %s of @vitrine/cart/v2, by 2027-02-01', (v1, v2) => {
    expect(tags[v1]?.deprecated).toContain(`Use \`${v2}\` from \`@vitrine/cart/v2\``);
    expect(tags[v1]?.targetRemovalDate).toBe('2027-02-01');
  });

  it("says createCheckoutFromCurrentCart has no successor: the cart's _id is the checkout id", () => {
    expect(tags.createCheckoutFromCurrentCart?.deprecated).toContain("the cart's `_id` is the checkout id");
  });

  it('the check can fail: a call that is not deprecated has no such tag', () => {
    const v2 = tagsOf('./dist/v2.js', ['addLineItemsToCurrentCart']);
    expect(v2.addLineItemsToCurrentCart).toBeDefined();
    expect(v2.addLineItemsToCurrentCart?.deprecated).toBeUndefined();
  });
});
