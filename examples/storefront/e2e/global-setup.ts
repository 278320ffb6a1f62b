import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmulator } from '@vitrine/emulator';
import { adminHeaders } from '../../../test-support/emulator';
import { buildAndStartShop, startShop } from './next-server';

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
    platformAdminToken: string;
    storefrontUrl: string;
    catalogVersion: 'V1_CATALOG' | 'V3_CATALOG';
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the platform with the project's catalog version (`v1`: a Catalog V1 store, else V3), builds the storefront
 * (once for every project of the run), and serves the build on a free port against that platform.
 */
export default async function setup(project: TestProject) {
  const catalogVersion = project.name === 'v1' ? 'V1_CATALOG' : 'V3_CATALOG';
  // Cart V1's current cart removed, as on the platform after 2027-02-01: the shop must work on Cart V2 alone.
  const emulator = await startEmulator({
    port: 0,
    readOnlyPort: 0,
    db: ':memory:',
    seed: 'demo',
    cartV1: 'removed',
    catalogVersion,
    log: () => {},
  });
  // One build serves both stores: the second project's setup (the same process) starts the first one's build.
  const built = process.env.VITRINE_E2E_BUILT === '1';
  process.env.VITRINE_E2E_BUILT = '1';
  const shop = await (built ? startShop : buildAndStartShop)(root, {
    VITRINE_HOST: emulator.url,
    VITRINE_READ_ONLY_HOST: emulator.readOnlyUrl,
    // The shop's app's key: the platform signs each app's events with its own.
    VITRINE_EVENTS_PUBLIC_KEY: await emulator.eventsPublicKey('vitrine-storefront'),
  });
  const storefrontUrl = shop.url;
  // The platform tells the shop what changed in the catalogue, as it does under `pnpm start`.
  const subscription = await fetch(`${emulator.url}/__vitrine/events/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
    body: JSON.stringify({ url: `${storefrontUrl}/api/events`, appId: 'vitrine-storefront' }),
  });
  if (subscription.status !== 200)
    throw new Error(`subscribing the storefront to events failed: ${subscription.status} ${await subscription.text()}`);
  // The platform answers a sign-in only at the OAuth app's exact redirect URIs: the shop's callback, on the port
  // known only now.
  const app = await fetch(`${emulator.url}/__vitrine/oauth-apps/vitrine-storefront`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
    body: JSON.stringify({ redirectUris: [`${storefrontUrl}/auth/callback`] }),
  });
  if (app.status !== 200)
    throw new Error(`registering the storefront's OAuth app failed: ${app.status} ${await app.text()}`);

  project.provide('platformUrl', emulator.url);
  // The dev endpoints (settings, inbox) need the emulator's admin token.
  project.provide('platformAdminToken', emulator.adminToken);
  project.provide('storefrontUrl', storefrontUrl);
  project.provide('catalogVersion', catalogVersion);
  return async () => {
    shop.close();
    await emulator.close();
  };
}
