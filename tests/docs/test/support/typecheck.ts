import ts from 'typescript';
import { join } from 'node:path';
import { REPOSITORY } from './readme-blocks';

/** Type-checks files with the repository's compiler options (strict, `@vitrine/source` to the packages' sources). */
export function typeErrors(files: readonly string[]): Map<string, string[]> {
  const configPath = join(REPOSITORY, 'tests/docs/tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, join(REPOSITORY, 'tests/docs'));
  const program = ts.createProgram([...files], { ...parsed.options, noEmit: true });
  const errors = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    if (!file || !errors.has(file)) continue;
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    errors
      .get(file)!
      .push(`line ${line + 1}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return errors;
}
