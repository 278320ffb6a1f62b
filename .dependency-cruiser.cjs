// The layers of ARCHITECTURE.md, checked (`pnpm deps`, and in `pnpm test` through tests/layers).

/**
 * What each package may import of ours: the packages listed below it in ARCHITECTURE.md's drawing that its
 * package.json depends on. `@vitrine/emulator` imports none: it is the oracle the SDK is checked by.
 */
const layers = {
  http: [],
  query: [],
  redirects: ['http'],
  identity: ['http'],
  auth: ['http', 'identity', 'redirects'],
  cart: ['http', 'redirects'],
  catalogue: ['http', 'query'],
  events: ['cart', 'catalogue', 'http'],
  storefront: ['http', 'query', 'catalogue', 'cart'],
  react: ['http', 'query', 'auth', 'redirects', 'identity', 'cart', 'catalogue', 'storefront'],
  sdk: ['auth', 'cart', 'catalogue', 'events', 'http', 'query', 'redirects', 'storefront'],
  'create-vitrine': [],
  emulator: [],
};

/** Who may read a package's `/internal` entry (ARCHITECTURE.md says why). */
const internals = { events: ['cart', 'catalogue', 'http'], auth: ['http'] };

/** A package's entries (package.json `exports`, by the `@vitrine/source` condition). */
const ENTRY = 'src/(index|internal|queries|v2/index|v3/index)\\.tsx?$';

/** The emulator's domains: each talks to another only through that one's `index.ts`. */
const slices = [
  'admin',
  'cart',
  'checkout',
  'collections',
  'events',
  'identity',
  'inbox',
  'media',
  'pages',
  'products',
  'recommendations',
  'redirects',
  'throttle',
  'tokens',
  'data',
].join('|');
const EMU = '^packages/emulator/src/';
/** The emulator's composition: it puts the slices together, so it may import any of their files. */
const composition = `${EMU}((app|emulator|cli|index|tables|store|migrations)\\.tsx?$|seed/)`;

const layerRules = Object.entries(layers).map(([name, allowed]) => ({
  name: `layers-${name}`,
  comment: `@vitrine/${name} imports only ${allowed.length ? allowed.map((a) => `@vitrine/${a}`).join(', ') : 'no package of ours'} (ARCHITECTURE.md, "The layers")`,
  severity: 'error',
  from: { path: `^packages/${name}/src/` },
  to: {
    path: '^(packages/[^/]+/|@vitrine/)',
    pathNot: `^(packages/(${[name, ...allowed].join('|')})/|@vitrine/(${[name, ...allowed].join('|')})(/|$))`,
  },
}));

const internalRules = Object.keys(layers).map((name) => ({
  name: `internal-entries-${name}`,
  comment: `@vitrine/${name} reads ${internals[name] ? `only ${internals[name].map((a) => `@vitrine/${a}/internal`).join(', ')}` : 'no package’s /internal entry'} (ARCHITECTURE.md)`,
  severity: 'error',
  from: { path: `^packages/${name}/src/` },
  to: {
    path: `^packages/(?!${name}/)[^/]+/src/internal\\.ts$`,
    ...(internals[name] ? { pathNot: `^packages/(${internals[name].join('|')})/src/internal\\.ts$` } : {}),
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'package-entries',
      comment: 'a package imports another only through its entries (`@vitrine/x`, `@vitrine/x/internal`)',
      severity: 'error',
      from: { path: '^packages/([^/]+)/src/' },
      to: { path: '^packages/[^/]+/', pathNot: [`^packages/$1/`, `^packages/[^/]+/${ENTRY}`] },
    },
    ...internalRules,
    {
      name: 'no-circular',
      comment: 'no import circle between files, in any package, type imports included: shared types live in a leaf',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'emulator-slice-doors',
      comment: "an emulator slice uses another slice only through that slice's index.ts",
      severity: 'error',
      from: { path: `${EMU}(${slices})/` },
      to: { path: `${EMU}(${slices})/`, pathNot: [`${EMU}$1/`, `${EMU}(${slices})/index\\.tsx?$`] },
    },
    {
      name: 'emulator-shared-knows-no-slice',
      comment: 'the emulator’s shared modules (db/, schema/, query/, errors.ts, http.ts …) import no slice',
      severity: 'error',
      from: { path: EMU, pathNot: [`${EMU}(${slices})/`, composition] },
      to: { path: `${EMU}(${slices}|seed)/` },
    },
    {
      name: 'emulator-composition-on-top',
      comment: 'no slice or shared module imports the composition (context.ts names the Store type of store.ts)',
      severity: 'error',
      from: { path: EMU, pathNot: [composition, `${EMU}context\\.ts$`] },
      to: { path: composition },
    },
    {
      name: 'emulator-context-knows-only-the-store',
      comment: 'context.ts imports of the composition only the Store type',
      severity: 'error',
      from: { path: `${EMU}context\\.ts$` },
      to: { path: composition, pathNot: `${EMU}store\\.ts$` },
    },
    {
      name: 'emulator-imports-no-sdk',
      comment: 'packages/emulator/src imports no @vitrine/* package: it is the oracle the SDK is checked by',
      severity: 'error',
      from: { path: EMU },
      to: { path: '^(packages/(?!emulator/)|@vitrine/|node_modules/@vitrine/)' },
    },
  ],
  options: {
    // Our sources, and an import of ours that did not resolve (so that it is judged, not dropped).
    includeOnly: '^(packages/[^/]+/src/|@vitrine/)',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['@vitrine/source', 'import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
