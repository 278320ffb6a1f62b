import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, inject, it } from 'vitest';
import { typescriptBlocks } from '../../docs/test/support/readme-blocks';
import { cleanEnv, freshProject, startProcess, type FreshProject } from './support/fresh-project';
import { installLines } from './support/install-lines';
import { REPOSITORY } from './support/published-packages';

const run = promisify(execFile);
const README = join(REPOSITORY, 'README.md');

let project: FreshProject | undefined;
afterAll(() => project?.remove());

/** The sentence before the first example: which file to save it as and which command runs it. */
function howToRun(): { file: string; command: string[] } {
  const [, file, command] = /save this as `([^`]+)` and run `([^`]+)`/.exec(readFileSync(README, 'utf8')) ?? [];
  expect(file, 'the README says which file to save the first example as').toBeDefined();
  return { file: file!, command: command!.split(' ') };
}

it("runs the README's first example as the README says, in the folder `npm init -y` makes, against npx vitrine-emulator", async () => {
  const [firstExample] = typescriptBlocks(README);
  expect(firstExample!.code).toContain("from '@vitrine/sdk'");
  const { file, command } = howToRun();
  expect(command).toContain(file);

  // The folder as npm 11 makes it ("type": "commonjs"), then the README's install lines, each package resolved
  // to its tarball. npx would fetch tsx; the repository's version is installed instead, so the test runs offline.
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-npm-init-'));
  await run('npm', ['init', '-y'], { cwd: dir, env: cleanEnv() });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest.type).toBe('commonjs');
  const dependencies: Record<string, string> = {};
  const devDependencies: Record<string, string> = { tsx: '^4.20.0' };
  const lines = installLines(README);
  for (const { packages, dev } of lines) {
    for (const name of packages) (dev ? devDependencies : dependencies)[name] = '0.0.0';
  }
  expect(lines.map((line) => line.packages)).toEqual([['@vitrine/sdk'], ['@vitrine/react'], ['@vitrine/emulator']]);
  project = await freshProject({ ...manifest, dependencies, devDependencies }, inject('tarballs'), dir);
  expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))).toMatchObject({ type: 'commonjs' });
  writeFileSync(join(dir, file), firstExample!.code);

  // The example's host is the emulator's default port, 4455, and its store the default one: Catalog V3.
  const emulator = await startProcess(dir, 'node_modules/.bin/vitrine-emulator', ['--db', ':memory:'], /Ready in/);
  try {
    expect(emulator.output()).toContain('listening on http://127.0.0.1:4455');
    const { stdout } = await project.exec(command[0]!, command.slice(1));
    expect(stdout).toBe("[ '1 × Linen napkins (set of 4)' ] €27.20\n");
  } finally {
    await emulator.stop();
  }
});
