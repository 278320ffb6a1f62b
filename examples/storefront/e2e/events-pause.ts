import { expect } from 'vitest';
import { platform, platformAdmin, storefront } from './browser';

/** Stops the platform's events to the shop, and returns what starts them again. */
export async function pauseEvents(): Promise<() => Promise<void>> {
  const list = await fetch(platform('/__vitrine/events/subscriptions'), { headers: platformAdmin() });
  const { subscriptions } = (await list.json()) as { subscriptions: { id: string; url: string; appId?: string }[] };
  const shop = subscriptions.find((each) => each.url === storefront('/api/events'))!;
  expect(shop).toBeDefined();
  await fetch(platform(`/__vitrine/events/subscriptions/${shop.id}`), { method: 'DELETE', headers: platformAdmin() });
  return async () => {
    const again = await fetch(platform('/__vitrine/events/subscriptions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...platformAdmin() },
      // With its app id: the events are signed with that app's key, the one the shop verifies with.
      body: JSON.stringify({ url: shop.url, appId: shop.appId }),
    });
    expect(again.status).toBe(200);
  };
}
