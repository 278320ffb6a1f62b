import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminHeaders } from '../../../test-support/emulator';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/', import.meta.url));

/** Debian's Chromium, launched the way this machine needs (no sandbox as root, no background networking). */
export function useBrowser() {
  const state = { browser: undefined as unknown as Browser };
  beforeAll(async () => {
    state.browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return state;
}

export const storefront = (path = '/') => inject('storefrontUrl') + path;
export const platform = (path = '/') => inject('platformUrl') + path;
/** The header of the platform's admin token, which its dev endpoints (settings, inbox) need. */
export const platformAdmin = () => adminHeaders({ adminToken: inject('platformAdminToken') });

/** Every flow leaves a picture of where it ended. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: false });
}

/**
 * Counts the tokens the platform grants from now on, to anyone (the shop's server and the browser alike), by the
 * emulator's `token.granted` dev events: `read()` answers their grant types in order.
 */
export async function tokenGrants(): Promise<{ read(): Promise<string[]> }> {
  const events = async (after: number) => {
    const answer = await fetch(platform(`/__vitrine/events?type=token&after=${after}`), { headers: platformAdmin() });
    if (answer.status !== 200) throw new Error(`reading the platform's events failed: ${answer.status}`);
    return ((await answer.json()) as { events: { seq: number; data: { grantType: string } }[] }).events;
  };
  const all = await fetch(platform('/__vitrine/events?after=0&limit=10000'), { headers: platformAdmin() });
  const seqs = ((await all.json()) as { events: { seq: number }[] }).events.map((event) => event.seq);
  const start = seqs.length ? Math.max(...seqs) : 0;
  return { read: async () => (await events(start)).map((event) => event.data.grantType) };
}

/** A catalogue URL past its first page: the model's cursor (opaque, the same param on either catalog version). */
export const paged = (url: URL): boolean => url.searchParams.has('cursor');
