#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { packageManager, scaffold, ScaffoldError } from './scaffold';

const HELP = `npm create vitrine [folder]

Writes a server-rendered Next.js storefront on the Vitrine SDK into a new folder (default: my-vitrine-shop),
with the local platform emulator as a dev dependency.`;

function main(): number {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const target = positionals[0] ?? 'my-vitrine-shop';
  const template = fileURLToPath(new URL('../template', import.meta.url));
  const { dir } = scaffold(template, target);
  const pm = packageManager();
  const run = pm === 'npm' ? 'npm run' : pm;
  console.log(`A Vitrine shop is in ${dir}. Next:

  cd ${relative(process.cwd(), dir) || '.'}
  ${pm} install
  ${run} emulator    # the platform with a demo catalogue, in one terminal
  ${run} dev         # the shop at http://localhost:3000, in another`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (!(error instanceof ScaffoldError) && !(error instanceof TypeError)) throw error;
  // A bad argument or folder: one sentence, no stack.
  console.error(`create-vitrine: ${error.message}`);
  process.exitCode = 1;
}
