import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** This package's folder: `--import @vitrine/emulator/register` resolves from the working directory. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs Node in a child process with `env` added to the environment, asynchronously: the emulator the child talks
 * to answers from this process's event loop.
 */
export function runNode(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  const environment = { ...process.env, ...env };
  // The preload announces itself once per origin and process tree; this test's children are each a new tree.
  delete environment.VITRINE_EMULATOR_REGISTERED;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete environment[name];
  const child = spawn(process.execPath, args, {
    cwd: PACKAGE_DIR,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
