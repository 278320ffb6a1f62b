import ts from 'typescript';
import type { ReadmeBlock } from './readme-blocks';

export interface Hosts {
  host: string;
  readOnlyHost: string;
}

/** The top-level names a block declares itself (imports, variables, functions, classes, types). */
export function declaredNames(block: ReadmeBlock): Set<string> {
  return topLevelNames(block).all;
}

/** The variables a block declares at its top level: the runner checks what some of them hold afterwards. */
export function declaredVariables(block: ReadmeBlock): string[] {
  return [...topLevelNames(block).variables];
}

function topLevelNames(block: ReadmeBlock): { all: Set<string>; variables: Set<string> } {
  const source = ts.createSourceFile('block.tsx', block.code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set<string>();
  const variables = new Set<string>();
  const bind = (name: ts.BindingName, variable = false) => {
    if (ts.isIdentifier(name)) {
      names.add(name.text);
      if (variable) variables.add(name.text);
    } else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name, variable);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.add(element.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) bind(declaration.name, true);
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return { all: names, variables };
}

/** The example hosts of the READMEs, pointed at the emulator of this run. */
export function withEmulatorHosts(code: string, hosts: Hosts): string {
  return code
    .replaceAll("'http://127.0.0.1:4455'", JSON.stringify(hosts.host).replaceAll('"', "'"))
    .replaceAll("'https://api.example.com'", JSON.stringify(hosts.host).replaceAll('"', "'"))
    .replaceAll("'https://read.example.com'", JSON.stringify(hosts.readOnlyHost).replaceAll('"', "'"));
}

/**
 * A module of one README block: the context's names the block uses but does not declare are imported from the
 * harness (a real client on the emulator, a fake `location`, an incoming `request`…), then the block as written,
 * its example hosts aside. (A 'use client' after the import is an expression statement: tests have no bundler.)
 */
export function blockModule(block: ReadmeBlock, contextNames: readonly string[], hosts: Hosts): string {
  const declared = declaredNames(block);
  const used = contextNames.filter((name) => !declared.has(name) && new RegExp(`\\b${name}\\b`).test(block.code));
  const prelude = used.length
    ? `import { ${used.join(', ')} } from '../harness/context';\n`
    : "import '../harness/context';\n";
  const variables = declaredVariables(block);
  return `${prelude}// ${block.id}\n${withEmulatorHosts(block.code, hosts)}\nexport const __variables = { ${variables.join(', ')} };\n`;
}
