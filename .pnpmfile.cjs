// What `pnpm pack` and `pnpm publish` put in each tarball's package.json.
// The `@vitrine/source` export condition points at `src/*.ts` so that the repository's own tests and type checks
// run on sources; a user's bundler or TypeScript must never pick it, so it is removed from what is published.
const SOURCE_CONDITION = '@vitrine/source';

function withoutSourceCondition(target) {
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return target;
  const kept = {};
  for (const [key, value] of Object.entries(target)) {
    if (key !== SOURCE_CONDITION) kept[key] = withoutSourceCondition(value);
  }
  return kept;
}

module.exports = {
  hooks: {
    beforePacking(pkg) {
      if (pkg.exports) pkg.exports = withoutSourceCondition(pkg.exports);
      return pkg;
    },
  },
};
