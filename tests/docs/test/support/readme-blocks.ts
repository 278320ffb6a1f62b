import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Lexer, type Tokens } from 'marked';

export const REPOSITORY = resolve(import.meta.dirname, '../../../..');

export interface ReadmeBlock {
  /** `packages/auth/README.md:64`: the README and the line of the opening fence. */
  id: string;
  readme: string;
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

/** The READMEs a user reads: the repository's, every package's and every example's. */
export function readmePaths(): string[] {
  const folders = ['packages', 'examples'].flatMap((parent) =>
    readdirSync(join(REPOSITORY, parent)).map((name) => join(REPOSITORY, parent, name)),
  );
  return [join(REPOSITORY, 'README.md'), ...folders.map((folder) => join(folder, 'README.md'))].filter(existsSync);
}

/**
 * Every ```ts and ```tsx block of a README, read with marked's lexer. The top-level tokens' `raw` texts add up to
 * the whole file, which gives each block its line.
 */
export function typescriptBlocks(path: string): ReadmeBlock[] {
  const markdown = readFileSync(path, 'utf8');
  const readme = relative(REPOSITORY, path);
  const blocks: ReadmeBlock[] = [];
  let line = 1;
  for (const token of new Lexer().lex(markdown)) {
    if (token.type === 'code') {
      const lang = (token as Tokens.Code).lang?.split(/\s/)[0];
      if (lang === 'ts' || lang === 'tsx')
        blocks.push({ id: `${readme}:${line}`, readme, line, lang, code: token.text });
    }
    line += token.raw.split('\n').length - 1;
  }
  return blocks;
}

export function everyReadmeBlock(): ReadmeBlock[] {
  return readmePaths().flatMap(typescriptBlocks);
}
