import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenPaths, outsideReferences, trackedTextFiles, type BadReference } from './support/references';

// What the code and the READMEs cite is in the repository (docs/): every tracked text file is read, and each bad
// reference is reported as `file:line: reference (why)`. The checks' own files are left out: their patterns and
// fixtures are bad references on purpose.
const SELF = ['tests/docs/test/references.test.ts', 'tests/docs/test/support/references.ts'];
const files = trackedTextFiles().filter((file) => !SELF.includes(file.path));
const anchorCache = new Map<string, Set<string>>();
const anchors = (path: string): Set<string> => {
  if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
  return anchorCache.get(path)!;
};
const report = (bad: BadReference[]): string[] => bad.map(({ at, reference, why }) => `${at}: ${reference} (${why})`);

describe('references', () => {
  it('reads the tracked files', () => {
    expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['docs/wire.md', 'ARCHITECTURE.md']));
  });

  it('cite no document outside the repository, and link every section of the specification they name', () => {
    expect(report(files.flatMap(outsideReferences))).toEqual([]);
  });

  it('name files that exist, and headings that exist in them', () => {
    expect(report(files.flatMap((file) => brokenPaths(file, anchors)))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const file = (path: string, ...lines: string[]) => ({ path, lines });

  it('find the shared pages, bare page names and unlinked sections, with their lines', () => {
    const bad = outsideReferences(
      file(
        'packages/x/src/a.ts',
        '// see ../shared/',
        '// see shared/spec/wire.md',
        '// (wire.md, "Hosts and paths") and reliability.md',
        "// the specification's section 7, docs/specification.md#8-errors",
        '// section 8 (docs/specification.md#8-errors) and docs/wire.md#hosts-and-paths',
        '// RFC 6749 section 4.1.3, and section 9.',
      ),
    );
    expect(report(bad)).toEqual([
      'packages/x/src/a.ts:1: ../shared (a path outside the repository)',
      'packages/x/src/a.ts:2: shared/spec (a path outside the repository)',
      'packages/x/src/a.ts:3: wire.md (the shared page, not a path into docs/ (docs/wire.md, …))',
      'packages/x/src/a.ts:3: reliability.md (the shared page, not a path into docs/ (docs/wire.md, …))',
      'packages/x/src/a.ts:4: section 7 (no link to docs/specification.md#7-… on the line)',
      'packages/x/src/a.ts:6: section 9 (no link to docs/specification.md#9-… on the line)',
    ]);
  });

  it('find missing files and headings in links and in paths', () => {
    const bad = brokenPaths(
      file(
        'packages/http/README.md',
        'See [the rules](../../docs/wire.md#hosts-and-paths), [nothing](../../docs/none.md), [here](#no-such-heading).',
        'And docs/wire.md#no-such-rule, [ok](../query) and [web](https://example.com/x.md).',
        '```',
        '[in a block](../../docs/none.md)',
        '```',
      ),
      (path) => (path.endsWith('wire.md') ? new Set(['hosts-and-paths']) : new Set()),
    );
    expect(report(bad)).toEqual([
      'packages/http/README.md:1: ](../../docs/none.md) (docs/none.md does not exist)',
      'packages/http/README.md:1: ](#no-such-heading) (packages/http/README.md has no heading #no-such-heading)',
      'packages/http/README.md:2: docs/wire.md#no-such-rule (docs/wire.md has no heading #no-such-rule)',
    ]);
  });

  it("slug headings as GitHub does, repeats numbered, inline Markdown's text only", () => {
    const markdown = ['# 3. Entities', '## `Cart` calls', '## Errors: the message forms', '## Cart calls', ''];
    expect([...anchorsOf(markdown.join('\n'))]).toEqual([
      '3-entities',
      'cart-calls',
      'errors-the-message-forms',
      'cart-calls-1',
    ]);
  });
});
