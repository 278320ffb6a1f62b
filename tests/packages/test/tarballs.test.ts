import { describe, expect, inject, it } from 'vitest';
import { exportTargets, tarballBytes, tarballEntries, tarballFile } from './support/tarball';

/** Budgets in kB (1000 bytes): the gzipped tarball and its unpacked files. Raise one only with a reason. */
const BUDGETS: Record<string, { packed: number; unpacked: number }> = {
  // The refresh token kept HttpOnly and the server's token route (#21): 2.5 kB more.
  // The strategy a class (#26): its members' documentation is in the JavaScript too, and ensureVisitor: 4 kB more.
  // The token route's limited body reader, __Host- cookie names and their README sections (#30): 2.5 kB more.
  // ESM one file per module (#31: a page takes only the modules it reaches, with Turbopack too):
  // a file and its imports per module instead of one bundle; measured 56.7 kB packed, 189.2 kB unpacked.
  '@vitrine/auth': { packed: 57.5, unpacked: 191 },
  // Cart V2 at /v2 (#27): its calls, its types (ESM and CJS: 57 kB of the 100 kB more) and its README sections.
  // The variant refusal read by variantRequiredItems and the measured sizes table in the README (#27): 41.4 kB packed.
  // getOrder at /orders for the thank-you page (#31): its entry (ESM and CJS), the order's types in both .d.ts and
  // the README section; measured 45.1 kB packed, 187.2 kB unpacked.
  // ESM one file per module (#31: a page takes only the modules it reaches, with Turbopack too):
  // measured 47.4 kB packed, 192.3 kB unpacked.
  '@vitrine/cart': { packed: 48, unpacked: 194 },
  // Catalog V3 at /v3 (#28): its calls, its types (the V3 products, variants, categories, typed searches: 91 kB of the
  // 147 kB more, in v3.d.ts and v3.d.cts), 33 kB of JavaScript (ESM and CJS) and 14 kB of README; measured 51.1 kB
  // packed, 240.1 kB unpacked. Its inventory items (#28, V3 stock quantities): their calls, types (ESM and CJS) and
  // README rows; measured 54.0 kB packed, 258.8 kB unpacked.
  '@vitrine/catalogue': { packed: 54.5, unpacked: 260 },
  // Its authorization server to RFC 9700 (#22): exact redirect URIs, reuse, lifetimes, recent sign-in, its README.
  // Wix Data (#29): 20 kB of JavaScript in each of the ESM and CJS bundles and 4.5 kB of README. Sign-in abuse, resize
  // bounds and the platform SDK's renewals (#29, #30): the README's promises point by point, the throttle, the gate.
  // Cart V2 over the same carts (#27): its routes, wire, schemas, removal switch and README section.
  // Stock, recommendations, raster media, the register preload and the delivery promises (#27, #29, #30): measured
  // 214.3 kB packed, 796.1 kB unpacked. Catalog V3 (#28): products V3, read-only variants, categories, the catalog
  // version and its refusals, V3 events, in each of the ESM and CJS bundles, and the README's section: measured
  // 241.0 kB packed, 908.6 kB unpacked. Inventory items V3 over the variants' stock (#28): measured 246.4 kB packed,
  // 934.7 kB unpacked.
  // eCommerce orders' read by id and the order kept as the wire shows it (#31): measured 249.9 kB packed, 946.1 kB
  // unpacked. Delivery options by region (the Berlin pickup for a German address only, #31): measured 251.2 kB
  // packed, 950.4 kB unpacked.
  '@vitrine/emulator': { packed: 252, unpacked: 951 },
  // The receiver of the platform's events (#20): most of it is its README; jose is a dependency, not packed.
  // Catalogue cache tags and the revalidation route handler (#21): 1.5 kB more.
  // Replays, exp, iat, aud and iss refused, a pluggable replay store, "What it promises" (#30): 19 kB more unpacked
  // (6 kB README, 3 kB in each of index.js, index.cjs and the two .d.ts); packed 15.5 → 24 kB, half of it because
  // index.cjs and index.js now lie further apart in the tarball than gzip's 32 KB window, so gzip stores both.
  // Cart V2's three events (#27): their types in both .d.ts, their definitions, README rows; measured 24.8 kB packed,
  // 91.1 kB unpacked.
  // Catalog V3's and the categories' ten events (#28): their types, definitions and registrations, the V3 tags and
  // their README rows; measured 28.7 kB packed, 114.1 kB unpacked.
  // The tags of the lists a product's change can reach (#31: sorted and searched lists): measured 30.2 kB packed,
  // 120.4 kB unpacked.
  '@vitrine/events': { packed: 30.5, unpacked: 122 },
  // imageUrl and imageSrcSet (#13): 3 kB more.
  // maxAnswerBytes and AnswerTooLargeError, with their README section (#30): 1.5 kB more.
  // complexQuery and videoFromWire for Catalog V3 (#28): 0.5 kB more packed, 2 kB unpacked. Client.keep with its
  // README lines (#28): measured together 37.5 kB packed, 125.3 kB unpacked.
  // ESM one file per module (#31: a page takes only the modules it reaches, with Turbopack too):
  // measured 40.7 kB packed, 131.3 kB unpacked.
  '@vitrine/http': { packed: 41.5, unpacked: 133 },
  '@vitrine/identity': { packed: 8, unpacked: 48 },
  // The typed field paths (#13) are types only: 6 kB more .d.ts, no JavaScript.
  // toPage, atPage and Page (#26, moved from @vitrine/react), with their README section: 9.8 kB packed.
  // The cursor builder and its pages for Catalog V3 and the categories (#28): 14 kB more unpacked (4 kB in each of
  // index.js and index.cjs, 3 kB in each .d.ts, 1 kB of README); measured 15.2 kB packed, 67.1 kB unpacked.
  '@vitrine/query': { packed: 15.5, unpacked: 68 },
  // The hooks on Cart V2 (#27): 9.4 kB more unpacked (4.7 kB README: the V2 hooks and a tested drawer; the V2 calls,
  // checkout hand-off and typed errors in index.js, index.cjs and the two .d.ts); toPage and atPage are
  // @vitrine/query's now (#26), re-exported.
  // The storefront model's hooks and query options (#28): their code and types in each entry (index and queries,
  // ESM and CJS), and the README's catalogue on the model beside the V1-only hooks (3 kB); measured 36.7 kB packed,
  // 150.9 kB unpacked.
  // The cart following other tabs and an empty cart without its estimate (#31): measured 38.9 kB packed, 156 kB
  // unpacked with the storefront model's hooks.
  // ESM one file per module (#31: a page takes only the modules it reaches, with Turbopack too),
  // and cartChannelNameOf: measured 43.4 kB packed, 171.1 kB unpacked.
  '@vitrine/react': { packed: 44, unpacked: 173 },
  '@vitrine/redirects': { packed: 5.5, unpacked: 24 },
  '@vitrine/sdk': { packed: 3, unpacked: 9 },
  // One storefront model over Catalog V1 and V3 (#28): both versions' reads and their mapping, its README (the
  // contract of the model, 16 kB); measured 25.8 kB packed, 94.7 kB unpacked. V3 stock quantities from the inventory
  // items (#28): measured 27.7 kB packed, 101.3 kB unpacked.
  // The list-reach tags on shopTags (#31): measured 28.5 kB packed, 105.4 kB unpacked.
  // A search the same on V1 and V3, matched by the model (#31 item 6): measured 29.4 kB packed, 109.6 kB unpacked.
  // ESM one file per module (#31: a page takes only the modules it reaches, with Turbopack too):
  // measured 32.4 kB packed, 116.9 kB unpacked.
  '@vitrine/storefront': { packed: 33, unpacked: 118 },
  // The storefront's source as the scaffold's template.
  // The shop's fixes of #31 (reset password, stock limits, phone layout, robots): measured 40.9 kB packed. Round 2
  // (the thank-you page's order, Add to cart as a form before hydration, the drawer's loading and adding states,
  // search, not-found status, no layout shift): measured 47.9 kB packed, 153.1 kB unpacked.
  // The shop's client on first use (#31: a product page's own JavaScript 47 → 12 kB): the client, the islands and
  // their tests; measured 52.0 kB packed, 167.2 kB unpacked.
  'create-vitrine': { packed: 53, unpacked: 169 },
};

interface PackedManifest {
  name: string;
  license: string;
  engines: { node: string };
  exports: unknown;
  bin?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const tarballs = inject('tarballs');

/** The version a sibling is published at: the one in its own packed manifest. */
const versionOf = (name: string): string =>
  (JSON.parse(tarballFile(tarballs[name]!, 'package/package.json')) as { version: string }).version;

describe.each(Object.entries(tarballs))('the tarball of %s', (name, tarball) => {
  const entries = tarballEntries(tarball);
  const paths = entries.map((entry) => entry.path);
  const manifest = JSON.parse(tarballFile(tarball, 'package/package.json')) as PackedManifest;

  it('holds the manifest, README, LICENSE and dist only: no sources, no source maps', () => {
    expect(paths).toEqual(expect.arrayContaining(['package/package.json', 'package/README.md', 'package/LICENSE']));
    const others = paths.filter(
      (path) => !['package/package.json', 'package/README.md', 'package/LICENSE'].includes(path),
    );
    const outsideDist = others.filter((path) => !path.startsWith('package/dist/'));
    // The scaffold's template is source on purpose: it becomes the user's app.
    if (name === 'create-vitrine')
      expect(outsideDist.filter((path) => !path.startsWith('package/template/'))).toEqual([]);
    else expect(outsideDist).toEqual([]);
    const compiled = others.filter((path) => !path.startsWith('package/template/'));
    expect(compiled.filter((path) => path.endsWith('.map') || /(?<!\.d)\.c?ts$/.test(path))).toEqual([]);
  });

  it('publishes a manifest a user can resolve: no source condition, no workspace ranges, Node 20.19 and MIT', () => {
    const text = tarballFile(tarball, 'package/package.json');
    expect(text).not.toContain('@vitrine/source');
    expect(text).not.toContain('workspace:');
    expect(manifest).toMatchObject({ name, license: 'MIT', engines: { node: '>=20.19' } });
  });

  it('takes its sibling packages at a caret range of their version, so an upgrade never brings a second copy', () => {
    const siblings = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(([dep]) =>
      dep.startsWith('@vitrine/'),
    );
    for (const [dep, range] of siblings) expect(range, dep).toBe(`^${versionOf(dep)}`);
  });

  it('has every file its exports and bin point at', () => {
    const targets = [...exportTargets(manifest.exports), ...exportTargets(manifest.bin)];
    expect(targets.length).toBeGreaterThan(0);
    const missing = targets
      .map((target) => `package/${target.replace(/^\.\//, '')}`)
      .filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
  });

  it('stays within its size budget', () => {
    const budget = BUDGETS[name];
    expect(budget, `add ${name} to BUDGETS`).toBeDefined();
    const unpacked = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    expect({ packed: tarballBytes(tarball) / 1000, unpacked: unpacked / 1000 }).toSatisfy(
      (size: { packed: number; unpacked: number }) =>
        size.packed <= budget!.packed && size.unpacked <= budget!.unpacked,
      `${name}: ${(tarballBytes(tarball) / 1000).toFixed(1)} kB packed (budget ${budget!.packed}), ${(unpacked / 1000).toFixed(1)} kB unpacked (budget ${budget!.unpacked})`,
    );
  });
});

it('packs every package that has a budget', () => {
  expect(Object.keys(tarballs).sort()).toEqual(Object.keys(BUDGETS).sort());
});
