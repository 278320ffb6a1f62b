import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

export interface TarballEntry {
  path: string;
  bytes: number;
}

/** The entries of a gzipped tarball, read with the system's `tar` (`-tvzf`: mode, owner, size, date, time, path). */
export function tarballEntries(tarball: string): TarballEntry[] {
  const listing = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8' });
  return listing
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      return { path: fields.slice(5).join(' '), bytes: Number(fields[2]) };
    });
}

export function tarballFile(tarball: string, path: string): string {
  return execFileSync('tar', ['-xzOf', tarball, path], { encoding: 'utf8' });
}

export function tarballBytes(tarball: string): number {
  return statSync(tarball).size;
}

/** Every string an `exports` map (or a `bin`) points at. */
export function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(exportTargets);
}
