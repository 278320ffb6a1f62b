import { anything, obj, opt, str, strict, arr, bool, type Out } from '../schema/kit';
import { query } from '../query/schemas';

export const collectionInput = obj({
  id: opt(str()),
  name: opt(str({ minLength: 1, maxLength: 50 })),
  slug: opt(str({ maxLength: 100 })),
  description: opt(str({ maxLength: 600 })),
  visible: opt(bool()),
  media: anything(),
});
export type CollectionInput = Out<typeof collectionInput>;

export const collectionBody = strict({ collection: collectionInput });
export const productIds = strict({ id: opt(str()), productIds: arr(str(), { maxItems: 1000 }) });
export const collectionsQuery = strict({ query: opt(query) });
