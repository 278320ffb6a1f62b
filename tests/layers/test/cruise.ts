import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFIG = `${ROOT}.dependency-cruiser.cjs`;
const TSCONFIG = `${ROOT}tsconfig.base.json`;

/**
 * The repository's dependency rules run over `packages/` under `baseDir`, as `pnpm deps` runs them: each
 * violation as `rule: from → to`, sorted.
 */
export async function violations(baseDir: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise(
    ['packages'],
    { ...options, baseDir, tsConfig: { fileName: TSCONFIG } },
    {},
    { tsConfig: extractTSConfig(TSCONFIG) },
  );
  const result = output as ICruiseResult;
  return result.summary.violations
    .map((v) =>
      v.cycle?.length
        ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}`
        : `${v.rule.name}: ${v.from} → ${v.to}`,
    )
    .sort();
}
