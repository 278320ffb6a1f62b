import { adminTables } from './admin/tables';
import { cartTables } from './cart/tables';
import { checkoutTables } from './checkout/tables';
import { collectionTables } from './collections/tables';
import { identityTables } from './identity/tables';
import { inboxTables } from './inbox/tables';
import { productTables } from './products/tables';
import { redirectTables } from './redirects/tables';
import { throttleTables } from './throttle/tables';
import { tokenTables } from './tokens/tables';
import { dataTables } from './data/tables';

/**
 * Every slice's document tables, by the name its service asks the store for (`ctx.store.table('carts')`). A new
 * slice declares its tables in its own `tables.ts`, adds them here and creates them in a new migration
 * (`migrations.ts`). The event tables are typed Drizzle tables of their own (`events/tables.ts`).
 */
export const tables = {
  ...productTables,
  ...collectionTables,
  ...cartTables,
  ...checkoutTables,
  ...tokenTables,
  ...redirectTables,
  ...identityTables,
  ...inboxTables,
  ...adminTables,
  ...throttleTables,
  ...dataTables,
};

export type EmulatorTables = typeof tables;
