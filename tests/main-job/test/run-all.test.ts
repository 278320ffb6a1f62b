import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// `pnpm test` runs its steps through tools/run-all.mjs: a failing step must hide none of the steps after it, and the
// run must still fail.
const RUNNER = fileURLToPath(new URL('../../../tools/run-all.mjs', import.meta.url));
const node = (code: string) => `node -e ${JSON.stringify(code)}`;
const runAll = (...steps: string[]) => spawnSync(process.execPath, [RUNNER, ...steps], { encoding: 'utf8' });

it('runs every step after a failing one, names the failed steps, and exits with the first failure’s code', () => {
  const failing = node('process.exit(3)');
  const alsoFailing = node('process.exit(4)');
  const run = runAll(failing, node('console.log("second ran")'), alsoFailing, node('console.log("fourth ran")'));
  expect(run.stdout).toBe('second ran\nfourth ran\n');
  expect(run.stderr).toBe(`\n2 of 4 steps failed:\n  ${failing} (exit code 3)\n  ${alsoFailing} (exit code 4)\n`);
  expect(run.status).toBe(3);
});

it('exits 0 and prints nothing of its own when every step passes', () => {
  const run = runAll(node('console.log("one")'), node('console.log("two")'));
  expect([run.status, run.stdout, run.stderr]).toEqual([0, 'one\ntwo\n', '']);
});

it('a command that cannot be found is a failed step, and the next still runs', () => {
  const run = runAll('no-such-command-of-vitrine', node('console.log("next ran")'));
  expect(run.stdout).toBe('next ran\n');
  expect(run.stderr).toContain('1 of 2 steps failed:\n  no-such-command-of-vitrine (exit code 127)\n');
  expect(run.status).toBe(127);
});

it('without a step it prints its usage and exits 2', () => {
  const run = runAll();
  expect([run.status, run.stderr]).toEqual([2, 'usage: node tools/run-all.mjs "<command>" ["<command>" …]\n']);
});
