import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { publishedPackages, tarballName } from './published-packages';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Package name → absolute path of its packed tarball. */
    tarballs: Record<string, string>;
  }
}

/** Packs every published package once per run with `pnpm pack`, as `pnpm publish` would (the .pnpmfile applies). */
export default function packAll(project: TestProject): () => void {
  const destination = mkdtempSync(join(tmpdir(), 'vitrine-tarballs-'));
  const tarballs: Record<string, string> = {};
  for (const pkg of publishedPackages()) {
    execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: pkg.dir, stdio: 'pipe' });
    tarballs[pkg.name] = join(destination, tarballName(pkg));
  }
  project.provide('tarballs', tarballs);
  return () => rmSync(destination, { recursive: true, force: true });
}
