import { defineConfig } from 'vitest/config';

// `npx vitest` at the root runs every package's own project (each with its environment); `pnpm test` runs them
// through turbo instead, after the builds that publint, attw and the browser tests need.
export default defineConfig({
  test: { projects: ['packages/*', 'examples/*', 'tests/*'] },
});
