import { describe, expect, it } from 'vitest';
import { CHECKS, README_CHECKS, VARIABLE_CHECKS } from '../../harness/checks';
import { location, prepareCheckout } from '../../harness/context';
import { prepareBlocks } from './prepare';

/**
 * Type-checks and runs every README block of one language, in README order: a later block may go on from an
 * earlier one (the callback page after the login button). Each test file picks its language and environment.
 */
export async function describeBlocks(lang: 'ts' | 'tsx'): Promise<void> {
  const { blocks, errors } = await prepareBlocks(lang);
  describe.each(blocks)('$id', (block) => {
    it('type-checks', () => {
      expect(errors.get(block.file)).toEqual([]);
    });

    it('runs against the emulator', async () => {
      await location.settled();
      // A checkout is the current visitor's: made for the visitor of this moment.
      if (/\bcheckoutId\b/.test(block.code)) await prepareCheckout();
      const exported = (await import(/* @vite-ignore */ block.file)) as Record<string, unknown>;
      await location.settled();
      const { __variables: variables, ...exports } = exported as { __variables: Record<string, unknown> };
      for (const [name, check] of Object.entries(VARIABLE_CHECKS[block.readme] ?? {})) {
        if (name in variables) await check(variables[name] as never);
      }
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function') continue;
        const check = README_CHECKS[block.readme]?.[name] ?? CHECKS[name];
        expect(check, `a check for the export ${name} of ${block.id}`).toBeDefined();
        await check!(value as never);
      }
    });
  });
}
