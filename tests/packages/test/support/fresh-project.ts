import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FreshProject {
  dir: string;
  /** Runs a command in the project; rejects with its output when it fails. */
  exec(command: string, args: string[], env?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;
  remove(): void;
}

/**
 * A new folder outside the repository (or `dir`, a scaffold) with a package.json as a user writes it, installed with pnpm from the
 * packed tarballs: every `@vitrine/*` package resolves to its tarball (overrides), everything else to the
 * registry, served from the local store when it has it.
 */
export async function freshProject(
  manifest: Record<string, unknown>,
  tarballs: Record<string, string>,
  dir = mkdtempSync(join(tmpdir(), 'vitrine-fresh-')),
): Promise<FreshProject> {
  const overrides = Object.fromEntries(Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`]));
  const pnpm = { overrides, onlyBuiltDependencies: ['better-sqlite3', 'esbuild', 'sharp'] };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ private: true, type: 'module', ...manifest, pnpm }, null, 2),
  );
  const exec = async (command: string, args: string[], env: Record<string, string> = {}) => {
    try {
      return await run(command, args, { cwd: dir, env: { ...cleanEnv(), ...env }, maxBuffer: 32 * 1024 * 1024 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${command} ${args.join(' ')} failed in ${dir}:\n${stdout ?? ''}\n${stderr ?? ''}`, {
        cause: error,
      });
    }
  };
  await exec('pnpm', ['install', '--prefer-offline', '--reporter=append-only']);
  return { dir, exec, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The environment without what this repository's own pnpm run put there (its workspace, its scripts, and the
 * NODE_PATH of its bin shims, through which a CommonJS `require` would find the repository's own packages).
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(npm_|PNPM_|pnpm_|VITEST|NODE_OPTIONS$|NODE_PATH$|TURBO_)/.test(key)) delete env[key];
  }
  return env;
}

/** Starts a long-running command and resolves once its output matches `ready`. */
export async function startProcess(
  dir: string,
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(command, args, { cwd: dir, env: { ...cleanEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} was not ready in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, output: () => output, stop };
}
