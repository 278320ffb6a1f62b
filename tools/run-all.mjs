// `pnpm test`'s runner: runs every step given (each a shell command) one after the other, even after one failed, so
// that one failure hides none of the others; then names the steps that failed and exits with the first failure's
// code (0 when all passed). Ctrl+C stops the run at once.
// Usage: node tools/run-all.mjs "<command>" ["<command>" …]
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node tools/run-all.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

const failed = [];
for (const step of steps) {
  const run = spawnSync(step, { shell: true, stdio: 'inherit' });
  if (run.signal === 'SIGINT' || run.signal === 'SIGTERM') process.kill(process.pid, run.signal);
  const code = run.status ?? 1;
  if (run.error || code !== 0) failed.push({ step, code: code || 1 });
}

if (failed.length === 0) process.exit(0);
console.error(`\n${failed.length} of ${steps.length} steps failed:`);
for (const { step, code } of failed) console.error(`  ${step} (exit code ${code})`);
process.exit(failed[0].code);
