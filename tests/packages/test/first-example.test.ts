import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { afterAll, expect, inject, it } from 'vitest';
import { typescriptBlocks } from '../../docs/test/support/readme-blocks';
import { REPOSITORY } from './support/published-packages';
import { freshProject, startProcess, type FreshProject } from './support/fresh-project';

let project: FreshProject | undefined;
afterAll(() => project?.remove());

/** What the README tells a newcomer to do with its first example: the file to save it as, and the command. */
function instructions(): { file: string; command: string[] } {
  const readme = readFileSync(join(REPOSITORY, 'README.md'), 'utf8');
  const said = /save this as `([^`]+)` and run `npx ([^`]+)`/.exec(readme);
  if (!said) throw new Error('the README no longer says where to save the first example and how to run it');
  return { file: said[1]!, command: said[2]!.split(' ') };
}

it("runs the README's first example as written, in the folder `npm init -y` makes, against npx vitrine-emulator", async () => {
  const [firstExample] = typescriptBlocks(join(REPOSITORY, 'README.md'));
  expect(firstExample!.code).toContain("from '@vitrine/sdk'");
  const { file, command } = instructions();

  // npm 11 writes "type": "commonjs": the example must run there as it is.
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-npm-init-'));
  await promisify(execFile)('npm', ['init', '-y'], { cwd: dir });
  const npmInit = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(npmInit.type).toBe('commonjs');
  // The README's install lines (`npm install @vitrine/sdk`, `npm install -D @vitrine/emulator`), and tsx for `npx tsx`.
  project = await freshProject(
    {
      ...npmInit,
      dependencies: { '@vitrine/sdk': '0.0.0' },
      devDependencies: { '@vitrine/emulator': '0.0.0', tsx: '^4.20.0' },
    },
    inject('tarballs'),
    dir,
  );
  writeFileSync(join(project.dir, file), firstExample!.code);
  // The example's host is the emulator's default port, 4455.
  const emulator = await startProcess(
    project.dir,
    'node_modules/.bin/vitrine-emulator',
    ['--db', ':memory:'],
    /Ready in/,
  );
  try {
    expect(emulator.output()).toContain('listening on http://127.0.0.1:4455');
    const [bin, ...args] = command;
    const { stdout } = await project.exec(`node_modules/.bin/${bin}`, args);
    expect(stdout).toBe("[ '1 × Linen napkins (set of 4)' ] €27.20\n");
  } finally {
    await emulator.stop();
  }
});
