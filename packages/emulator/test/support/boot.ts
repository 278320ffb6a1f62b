import { afterAll } from 'vitest';
import type { EmulatorOptions } from '../../src/index';
import { boot } from '../helpers';

/**
 * Boots the emulator of one test file, to be awaited at the file's top level so that its tests see it as a
 * constant; it closes when the file's tests are done.
 */
export async function bootForFile(options: EmulatorOptions = {}): ReturnType<typeof boot> {
  const booted = await boot(options);
  afterAll(() => booted.emu.close());
  return booted;
}

/** The same, with a visitor's access token for the calls that need one. */
export async function bootWithVisitor(options: EmulatorOptions = {}) {
  const booted = await bootForFile(options);
  return { ...booted, token: (await booted.client.visitor()).access_token };
}
