import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageManager, scaffold, ScaffoldError } from '../src/scaffold';

function template(): string {
  const dir = mkdtempSync(join(tmpdir(), 'create-vitrine-template-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app/page.tsx'), 'export default function Home() {}\n');
  writeFileSync(join(dir, '_gitignore'), 'node_modules\n');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'my-vitrine-shop', private: true }));
  return dir;
}

describe('scaffold', () => {
  it('copies the template into a new folder named after it, with its .gitignore', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'create-vitrine-')), 'corner-shop');
    expect(scaffold(template(), target)).toEqual({ dir: target, name: 'corner-shop' });
    expect(readdirSync(target).sort()).toEqual(['.gitignore', 'app', 'package.json']);
    expect(JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'))).toEqual({
      name: 'corner-shop',
      private: true,
    });
  });

  it('writes into an empty folder', () => {
    const target = mkdtempSync(join(tmpdir(), 'create-vitrine-empty-'));
    scaffold(template(), target);
    expect(readdirSync(target)).toContain('app');
  });

  it('refuses a folder with files in it and writes nothing', () => {
    const target = mkdtempSync(join(tmpdir(), 'create-vitrine-full-'));
    writeFileSync(join(target, 'notes.txt'), 'mine');
    expect(() => scaffold(template(), target)).toThrow(
      new ScaffoldError(`${target} is not empty: choose a new folder, nothing was written.`),
    );
    expect(readdirSync(target)).toEqual(['notes.txt']);
  });

  it('refuses a folder name that cannot be a package name', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'create-vitrine-')), 'my shop!');
    expect(() => scaffold(template(), target)).toThrow(
      new ScaffoldError('"my shop!" cannot be a package name: use lower-case letters, digits, "-", "." or "_".'),
    );
  });
});

describe('packageManager', () => {
  it.each([
    ['pnpm/10.34.9 npm/? node/v20.20.2 linux x64', 'pnpm'],
    ['yarn/4.9.1 npm/? node/v20.20.2 linux x64', 'yarn'],
    ['npm/10.8.2 node/v20.20.2 linux x64 workspaces/false', 'npm'],
    ['', 'npm'],
  ])('reads %j as %s', (agent, name) => {
    expect(packageManager(agent)).toBe(name);
  });
});
