import type { EmulatorContext } from '../context';
import { DEFAULT_SETTINGS } from '../admin/service';
import {
  COUPONS,
  DEMO_OAUTH_APPS,
  DEV_API_KEY,
  MEMBERSHIPS,
  SHIPPING_RATES,
  demoCollections,
  demoProducts,
} from './demo';
import { demoMembers } from './members';
import { normaliseOAuthApp } from '../tokens/origins';
import { collectionRecord, itemRecord, rowId } from '../data/service';
import { CMS_COLLECTIONS, CMS_ITEMS } from './cms-data';

const CMS_DATE = '2026-01-05T09:00:00.000Z';

/** Seeds a fresh database once (the `meta.seeded` mark makes it idempotent across restarts). */
export function seedDatabase(ctx: EmulatorContext, kind: 'demo' | 'empty'): void {
  const { store } = ctx;
  if (store.meta('seeded')) return;
  store.write(() => {
    store.table('api_keys').put(DEV_API_KEY, { key: DEV_API_KEY, name: 'Dev API key' });
    store.table('settings').put('site', { ...DEFAULT_SETTINGS });
    for (const r of SHIPPING_RATES) store.table('shipping_rates').put(r.code, r);
    for (const m of MEMBERSHIPS) store.table('memberships').put(m.id, m);
    // Both seeds have the CMS collections a shop reads (a missing one is the shop's WDE0025); the demo fills them.
    for (const c of CMS_COLLECTIONS) store.table('data_collections').put(c.id, collectionRecord(c, CMS_DATE));
    if (kind === 'demo') {
      for (const c of COUPONS) store.table('coupons').put(c.id, c, c.code);
      for (const c of demoCollections()) store.table('collections').put(c.id, c, c.slug);
      for (const p of demoProducts()) store.table('products').put(p.id, p, p.slug);
      for (const m of demoMembers()) store.table('identities').put(m.id, m, m.email);
      for (const app of DEMO_OAUTH_APPS) store.table('oauth_apps').put(app.clientId, normaliseOAuthApp(app));
      for (const [collectionId, items] of Object.entries(CMS_ITEMS))
        for (const data of items) {
          const id = String(data._id);
          store
            .table('data_items')
            .put(rowId(collectionId, id), itemRecord(collectionId, id, data, CMS_DATE, CMS_DATE), collectionId);
        }
    }
    store.setMeta('seeded', kind);
  });
}
