import { documents } from '../db/table';
import type { SiteSettings } from './schemas';

/** The admin slice's tables: the site's settings. */
export const adminTables = {
  settings: documents<SiteSettings>('settings'),
};
