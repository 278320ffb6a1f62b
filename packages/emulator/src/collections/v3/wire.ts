import type { CollectionRecord } from '../records';
import { fileName } from '../../media-item';

/** The stores tree: the one category tree a Wix Stores site has (`treeReference`). */
export const STORES_TREE = { appNamespace: '@wix/stores' } as const;

/**
 * A collection's record as a Catalog V3 category of the stores tree (`@wix/categories`' Category): the same id,
 * slug, name, description, picture and visibility; `itemCounter` counts its products. The demo's categories are
 * all top-level (`parentCategory` is the tree's root, no id).
 */
export function categoryV3(c: CollectionRecord, itemCounter: number) {
  const m = c.media[0];
  return {
    id: c.id,
    revision: String(c.revision ?? 1),
    createdDate: c.createdDate,
    updatedDate: c.updatedDate,
    name: c.name,
    ...(m?.image
      ? {
          image: {
            id: m.id,
            url: m.image.url,
            width: m.image.width,
            height: m.image.height,
            filename: fileName(m.image.url),
            altText: m.image.altText ?? c.name,
          },
        }
      : {}),
    itemCounter,
    ...(c.description !== undefined ? { description: c.description } : {}),
    visible: c.visible,
    breadcrumbsInfo: { breadcrumbs: [] },
    parentCategory: { index: 0 },
    slug: c.slug,
    treeReference: STORES_TREE,
  };
}
