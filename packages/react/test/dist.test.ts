// @vitest-environment node
// The built files keep the App Router's boundary: the hooks' entry is a client module, and the queries entry, with
// every chunk it loads, has no 'use client' and never imports React, so a server component can call its functions.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = resolve(__dirname, '../dist');

function read(file: string): string {
  const path = join(DIST, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`pnpm --filter @vitrine/react build\` first.`);
  return readFileSync(path, 'utf8');
}

/** The directive prologue: the string statements a file starts with. */
function directives(code: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:"([^"]*)"|'([^']*)')\s*;?/;
  for (let rest = code, match = statement.exec(rest); match; match = statement.exec(rest)) {
    found.push(match[1] ?? match[2]!);
    rest = rest.slice(match[0].length);
  }
  return found;
}

const specifiers = (code: string): string[] =>
  [
    ...code.matchAll(
      /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']|\brequire\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3]!);

/** A built entry and every file of dist it loads, with the packages they import. */
function graph(entry: string): { files: Record<string, string>; packages: string[] } {
  const files: Record<string, string> = {};
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (file in files) return;
    files[file] = read(file);
    for (const specifier of specifiers(files[file])) {
      if (specifier.startsWith('.')) visit(posix.normalize(specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages: [...packages].sort() };
}

describe('the built entries', () => {
  it("index.js and index.cjs start with 'use client' (after CommonJS's 'use strict')", () => {
    expect(read('index.js').startsWith('"use client";\n')).toBe(true);
    expect(directives(read('index.js'))).toEqual(['use client']);
    expect(directives(read('index.cjs'))).toEqual(['use strict', 'use client']);
  });

  it.each(['queries.js', 'queries.cjs'])(
    "%s and the chunks it loads have no 'use client' and import no React, only the SDK and TanStack Query",
    (entry) => {
      const { files, packages } = graph(entry);
      // ESM keeps one file per module (what it shares with the hooks is in chunks); CommonJS is not split.
      const [first, ...rest] = Object.keys(files);
      expect(first).toBe(entry);
      if (entry === 'queries.js') {
        expect(rest.length).toBeGreaterThan(1);
        for (const file of rest) expect(file).toMatch(/^chunk-\w+\.js$/);
      } else expect(rest).toEqual([]);
      for (const [file, code] of Object.entries(files)) {
        expect({ file, directives: directives(code) }).toEqual({
          file,
          directives: entry.endsWith('.cjs') ? ['use strict'] : [],
        });
        expect(code.includes('use client'), file).toBe(false);
      }
      // @vitrine/query: the paging helpers (toPage, atPage), its own and re-exported.
      expect(packages).toEqual([
        '@tanstack/react-query',
        '@vitrine/cart/v2',
        '@vitrine/catalogue',
        '@vitrine/http',
        '@vitrine/query',
        '@vitrine/storefront',
      ]);
    },
  );

  it('a page that draws only a picture loads the picture: image.js reaches no hook, no TanStack Query, no client', () => {
    const { files, packages } = graph('image.js');
    expect(directives(files['image.js']!)).toEqual(['use client']);
    expect(packages).toEqual(['@vitrine/http', 'react', 'react/jsx-runtime']);
  });

  it('the check above sees React where it is: the hooks entry imports it', () => {
    expect(graph('index.js').packages).toContain('react');
    expect(graph('index.cjs').packages).toContain('react');
  });
});
