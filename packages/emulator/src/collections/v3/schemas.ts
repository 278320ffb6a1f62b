import { anything, arr, bool, int, obj, opt, str, type Out } from '../../schema/kit';

/** The Categories API's bodies (`@wix/auto_sdk_categories_categories`). */

const cursorPaging = opt(obj({ limit: opt(int({ min: 0, max: 1000 })), cursor: opt(str({ maxLength: 16000 })) }));
export const treeReference = obj({ appNamespace: str({ maxLength: 150 }), treeKey: opt(str()) });

export const queryBody = obj({
  query: opt(obj({ filter: anything(), sort: anything(), cursorPaging })),
  treeReference,
  returnNonVisibleCategories: opt(bool()),
  fields: anything(),
});
export const searchBody = obj({
  search: opt(
    obj({
      filter: anything(),
      sort: anything(),
      cursorPaging,
      search: opt(obj({ expression: opt(str({ maxLength: 100 })), mode: anything(), fields: anything() })),
      aggregations: anything(),
    }),
  ),
  treeReference,
  returnNonVisibleCategories: opt(bool()),
  fields: anything(),
});
export const countBody = obj({ filter: anything(), treeReference, returnNonVisibleCategories: opt(bool()) });

export const categoryInput = obj({
  id: opt(str()),
  revision: opt(str()),
  name: opt(str({ minLength: 1, maxLength: 80 })),
  slug: opt(str({ maxLength: 100 })),
  description: opt(str({ maxLength: 600 })),
  visible: opt(bool()),
  image: anything(),
});
export type CategoryInput = Out<typeof categoryInput>;
export const categoryBody = obj({ category: categoryInput, treeReference, fields: anything() });

const item = obj({ catalogItemId: str(), appId: str() });
export const itemsBody = obj({ items: arr(item, { minItems: 1, maxItems: 100 }), treeReference });
