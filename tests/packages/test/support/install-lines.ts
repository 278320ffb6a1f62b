import { readFileSync } from 'node:fs';
import { Lexer, type Tokens } from 'marked';

export interface InstallLine {
  /** The line as the README writes it. */
  line: string;
  /** The package names it installs, without versions (`@vitrine/sdk@latest` → `@vitrine/sdk`). */
  packages: string[];
  dev: boolean;
}

const INSTALL = /^(?:npm (?:install|i|add)|pnpm add|yarn add)$/;

/**
 * The install commands of a README's ```sh blocks, the way a reader copies them: `npm install`, `pnpm add` or
 * `yarn add` with package names, `-D` for a dev dependency. Global installs (`-g`) set up a tool, not the project.
 */
export function installLines(readmePath: string): InstallLine[] {
  const lines: InstallLine[] = [];
  for (const token of new Lexer().lex(readFileSync(readmePath, 'utf8'))) {
    if (token.type !== 'code' || (token as Tokens.Code).lang !== 'sh') continue;
    for (const raw of (token as Tokens.Code).text.split('\n')) {
      for (const command of raw.replace(/#.*$/, '').split('&&')) {
        const words = command.trim().split(/\s+/);
        if (!INSTALL.test(words.slice(0, 2).join(' '))) continue;
        const flags = words.slice(2).filter((word) => word.startsWith('-'));
        const packages = words
          .slice(2)
          .filter((word) => !word.startsWith('-'))
          .map((word) => word.replace(/(?<=.)@[^/]*$/, ''));
        if (flags.includes('-g') || flags.includes('--global') || packages.length === 0) continue;
        lines.push({ line: raw.trim(), packages, dev: flags.includes('-D') || flags.includes('--save-dev') });
      }
    }
  }
  return lines;
}
