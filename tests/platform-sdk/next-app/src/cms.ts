// The CMS (Wix Data) as the shop reads it: a collection the site does not have (the platform's WDE0025) reads as
// empty, so a site without the CMS still renders.
import type { Wix } from './wix';

export interface CmsPage {
  _id: string;
  title: string;
  slug: string;
  body?: string;
}

type Query = ReturnType<Wix['items']['query']>;

/** The items `build` selects from `collection`, or none when the site has no such collection. */
export async function readCollection(
  client: Wix,
  collection: string,
  build: (query: Query) => Query = (query) => query,
): Promise<Record<string, unknown>[]> {
  try {
    return (await build(client.items.query(collection)).find()).items;
  } catch (error) {
    if (
      (error as { details?: { applicationError?: { code?: string } } })?.details?.applicationError?.code === 'WDE0025'
    )
      return [];
    throw error;
  }
}

/** The pages a menu (by its slug) links to, in the menu's order. */
export async function menuPages(client: Wix, slug: string): Promise<CmsPage[]> {
  const [menu] = await readCollection(client, 'Menus', (query) => query.eq('slug', slug).include('pages'));
  return (menu?.pages as CmsPage[] | undefined) ?? [];
}
