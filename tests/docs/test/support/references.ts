import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token } from 'marked';
import { REPOSITORY } from './readme-blocks';

/** One bad reference: where it is (`packages/http/src/client.ts:70`), what it says and why it is wrong. */
export interface BadReference {
  at: string;
  reference: string;
  why: string;
}

export interface TrackedFile {
  /** The path from the repository's root, with `/`. */
  path: string;
  lines: string[];
}

/** Every file git tracks that holds text (a NUL byte marks a binary one), as lines. */
export function trackedTextFiles(): TrackedFile[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: REPOSITORY, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(REPOSITORY, path)) && statSync(join(REPOSITORY, path)).isFile());
  return paths.flatMap((path) => {
    const text = readFileSync(join(REPOSITORY, path), 'utf8');
    return text.includes('\0') ? [] : [{ path, lines: text.split('\n') }];
  });
}

// The shared copies of the contract live outside the repository; a clone has none of them. Spelled in pieces so that
// this file does not cite them itself.
const OUTSIDE = new RegExp(
  ['shared/spec', 'shared/reliability', '\\.\\./shared\\b', '/work/shared', '000_06461fac']
    .join('|')
    .replace(/\//g, '\\/'),
  'g',
);
// `wire.md` or `reliability.md` with no path before it: the name of the shared page, not of `docs/wire.md`. Inside
// `docs/` a link target (`](wire.md#…)`) is a path, which the link check resolves.
const BARE_PAGE = /(?<![\w./-])(?<!\]\()(?:wire|reliability)\.md\b/g;
// "section 8", "spec section 3", "sections 3 and 4": the specification's numbering, which needs its link. A
// numbered subsection ("section 4.1.3" of an RFC) is another document's.
const SECTION = /\bsections?\s+(\d+)(?!\d)(?!\.\d)/gi;

/** Rule (a): the references to documents outside the repository, and section numbers without their link. */
export function outsideReferences(file: TrackedFile): BadReference[] {
  const bad: BadReference[] = [];
  file.lines.forEach((line, index) => {
    const at = `${file.path}:${index + 1}`;
    for (const match of line.matchAll(OUTSIDE))
      bad.push({ at, reference: match[0], why: 'a path outside the repository' });
    for (const match of line.matchAll(BARE_PAGE))
      bad.push({ at, reference: match[0], why: 'the shared page, not a path into docs/ (docs/wire.md, …)' });
    for (const match of line.matchAll(SECTION)) {
      const own = file.path === 'docs/specification.md' && line.includes(`(#${match[1]}-`);
      if (!own && !line.includes(`specification.md#${match[1]}-`))
        bad.push({ at, reference: match[0], why: `no link to docs/specification.md#${match[1]}-… on the line` });
    }
  });
  return bad;
}

// A page of docs/ as code comments and prose name it, from the repository's root (`docs/wire.md#hosts-and-paths`),
// not the tail of another path or of a URL.
const DOCS_PATH = /(?<![\w.\-/:@])(docs\/[\w./-]*?\.md)(#[\p{L}\p{N}_-]+)?/gu;
// A Markdown link or image, inline (`[text](target "title")`) or as a definition (`[name]: target`).
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Rules (b) and (c): every relative link and every `docs/…` path names a file, and its anchor a heading. */
export function brokenPaths(file: TrackedFile, anchorsOf: (path: string) => Set<string>): BadReference[] {
  const bad: BadReference[] = [];
  const folder = dirname(join(REPOSITORY, file.path));
  const check = (at: string, reference: string, target: string, base: string): void => {
    const [path = '', anchor] = target.split('#');
    const absolute = path === '' ? join(REPOSITORY, file.path) : resolve(base, decodeURI(path));
    if (!absolute.startsWith(REPOSITORY) || !existsSync(absolute)) {
      bad.push({ at, reference, why: `${relative(REPOSITORY, absolute) || path} does not exist` });
      return;
    }
    if (anchor !== undefined && extname(absolute) === '.md' && !anchorsOf(absolute).has(decodeURIComponent(anchor)))
      bad.push({ at, reference, why: `${relative(REPOSITORY, absolute)} has no heading #${anchor}` });
  };

  const markdown = extname(file.path) === '.md';
  let fence: string | undefined;
  file.lines.forEach((line, index) => {
    const at = `${file.path}:${index + 1}`;
    for (const match of line.matchAll(DOCS_PATH)) check(at, match[0], match[0], REPOSITORY);
    if (!markdown) return;
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (opening?.startsWith(fence)) fence = undefined;
      return;
    }
    if (opening !== undefined) {
      fence = opening;
      return;
    }
    for (const match of line.matchAll(LINK)) {
      const target = match[1] ?? match[2] ?? '';
      if (!SCHEME.test(target) && !target.startsWith('/')) check(at, match[0], target, folder);
    }
  });
  return bad;
}

/** The plain text of a heading's inline Markdown (`` `code` ``, links, emphasis), as GitHub slugs it. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) =>
      'tokens' in token && token.tokens ? plainText(token.tokens) : 'text' in token ? String(token.text) : '',
    )
    .join('');
}

/** The anchors GitHub gives a Markdown file: one per heading (repeats get `-1`, `-2`), and explicit `id`s/`name`s. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'heading') anchors.add(slugger.slug(plainText(token.tokens ?? [])));
      if (token.type === 'html' || token.type === 'paragraph')
        for (const match of token.raw.matchAll(/<a\s[^>]*?(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
      if (token.type === 'list') walk(token.items.flatMap((item: { tokens: Token[] }) => item.tokens));
    }
  };
  walk(new Lexer().lex(markdown));
  return anchors;
}
