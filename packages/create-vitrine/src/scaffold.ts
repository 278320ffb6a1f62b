import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** Why a scaffold cannot be written: one sentence for the terminal. */
export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

// npm's rules for a package name without a scope: lower case, URL-safe, at most 214 characters.
const PACKAGE_NAME = /^[a-z0-9][a-z0-9._~-]*$/;

export interface Scaffolded {
  dir: string;
  name: string;
}

/**
 * Copies the template into `target` (a new or empty folder) and names the app after the folder. Nothing is
 * written when the folder has files in it or its name cannot be a package name.
 */
export function scaffold(templateDir: string, target: string): Scaffolded {
  const dir = resolve(target);
  const name = basename(dir).toLowerCase();
  if (!PACKAGE_NAME.test(name) || name.length > 214) {
    throw new ScaffoldError(
      `"${basename(dir)}" cannot be a package name: use lower-case letters, digits, "-", "." or "_".`,
    );
  }
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new ScaffoldError(`${dir} is not empty: choose a new folder, nothing was written.`);
  }
  cpSync(templateDir, dir, { recursive: true });
  // npm renames a published .gitignore to .npmignore, so the template carries it as _gitignore.
  renameSync(join(dir, '_gitignore'), join(dir, '.gitignore'));
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string };
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, name }, null, 2)}\n`);
  return { dir, name };
}

/** The package manager that ran `create` (npm, pnpm, yarn, bun), from the user agent it sets. */
export function packageManager(userAgent = process.env.npm_config_user_agent ?? ''): string {
  const name = userAgent.split('/')[0];
  return name === 'pnpm' || name === 'yarn' || name === 'bun' ? name : 'npm';
}
