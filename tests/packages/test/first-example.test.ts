import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { typescriptBlocks } from '../../docs/test/support/readme-blocks';
import { REPOSITORY } from './support/published-packages';
import { freshProject, startProcess, type FreshProject } from './support/fresh-project';

let project: FreshProject | undefined;
afterAll(() => project?.remove());

it("runs the README's first example as written, in a fresh folder, against npx vitrine-emulator", async () => {
  const [firstExample] = typescriptBlocks(join(REPOSITORY, 'README.md'));
  expect(firstExample!.code).toContain("from '@vitrine/sdk'");
  project = await freshProject(
    { dependencies: { '@vitrine/sdk': '0.0.0' }, devDependencies: { '@vitrine/emulator': '0.0.0', tsx: '^4.20.0' } },
    inject('tarballs'),
  );
  writeFileSync(join(project.dir, 'shop.ts'), firstExample!.code);
  // The example's host is the emulator's default port, 4455.
  const emulator = await startProcess(
    project.dir,
    'node_modules/.bin/vitrine-emulator',
    ['--db', ':memory:'],
    /Ready in/,
  );
  try {
    expect(emulator.output()).toContain('listening on http://127.0.0.1:4455');
    const { stdout } = await project.exec('node_modules/.bin/tsx', ['shop.ts']);
    expect(stdout).toBe("[ '1 × Linen napkins (set of 4)' ] €27.20\n");
  } finally {
    await emulator.stop();
  }
});
