// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { location, prepareCheckout } from '../harness/context';
import { CHECKS, VARIABLE_CHECKS } from '../harness/checks';
import { prepareBlocks, type PreparedBlock } from './support/prepare';

let errors: Map<string, string[]>;
const { blocks, errors: found } = await prepareBlocks('tsx');
beforeAll(() => {
  errors = found;
});

// In README order: a later block may go on from an earlier one (the callback page after the login button).
describe.each(blocks)('$id', (block: PreparedBlock) => {
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
      expect(CHECKS[name], `a check for the export ${name} of ${block.id}`).toBeDefined();
      await CHECKS[name]!(value as never);
    }
  });
});
