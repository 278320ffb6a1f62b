import * as v from 'valibot';
import { anything, arr, bool, int, obj, oneOf, opt, str, strict, type Out } from '../schema/kit';

/** A collection's id as the merchant names it (`Menus`, `blog-posts`); the platform's `@maxLength 256`. */
export const collectionId = () =>
  v.pipe(str({ minLength: 1, maxLength: 256 }), v.regex(/^[A-Za-z0-9_-]+$/, 'must have only letters, digits, _ and -'));

/** An item id (the platform's `@maxLength` of `dataItemId`). */
export const itemId = () => str({ minLength: 1, maxLength: 256 });

/** How many items one query answers at most (the platform's own limit of a Wix Data page). */
export const MAX_PAGE = 1000;

const paging = opt(obj({ limit: opt(int({ min: 0, max: MAX_PAGE })), offset: opt(int({ min: 0 })) }));
const cursorPaging = opt(obj({ limit: opt(int({ min: 0, max: MAX_PAGE })), cursor: opt(str({ maxLength: 65536 })) }));
const fieldName = () => str({ minLength: 1, maxLength: 1000 });

/**
 * `include('pages', 10)`: a reference field and how many referenced items each item carries (default and at most
 * 50, the platform's limit; a larger `limit` is taken as 50, as the SDK does not refuse one).
 */
const includedReference = obj({ field: fieldName(), limit: opt(int({ min: 0, max: MAX_PAGE })) });

/**
 * `QueryDataItems` as `@wix/data` sends it (POST, or GET with the same object in `.r`). The fields the emulator
 * does not use (`language`, `appOptions`, `suppressHooks`, …) are let through, as the platform takes them.
 */
export const queryItems = obj({
  dataCollectionId: str({ minLength: 1, maxLength: 256 }),
  query: opt(
    obj({
      filter: anything(),
      sort: anything(),
      paging,
      cursorPaging,
      fields: opt(arr(fieldName(), { maxItems: 1000 })),
    }),
  ),
  returnTotalCount: opt(bool()),
  consistentRead: opt(bool()),
  /** The older name of `includeReferences` (field names only). */
  includeReferencedItems: opt(arr(fieldName(), { maxItems: 50 })),
  includeReferences: opt(arr(includedReference, { maxItems: 100 })),
});
export type QueryItemsInput = Out<typeof queryItems>;

/** `GET /v2/items/{dataItemId}?dataCollectionId=`: the query parameters the emulator reads. */
export const getItem = obj({
  dataCollectionId: str({ minLength: 1, maxLength: 256 }),
  fields: opt(arr(fieldName(), { maxItems: 1000 })),
});

/** An item's fields: an object (its keys are checked by the service, which names the bad one). */
const itemData = v.pipe(
  v.custom<Record<string, unknown>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
    (issue) => `must be an object, got ${Array.isArray(issue.input) ? 'array' : typeof issue.input}`,
  ),
);

export const insertItem = obj({
  dataCollectionId: str({ minLength: 1, maxLength: 256 }),
  dataItem: obj({ id: opt(itemId()), data: itemData }),
});
export type InsertItemInput = Out<typeof insertItem>;

export const updateItem = obj({
  dataCollectionId: str({ minLength: 1, maxLength: 256 }),
  dataItem: obj({ id: opt(itemId()), data: itemData }),
});

export const removeItem = obj({
  dataCollectionId: str({ minLength: 1, maxLength: 256 }),
  dataItemId: itemId(),
});

/** The field types of the platform's data collections. */
export const FIELD_TYPES = [
  'TEXT',
  'NUMBER',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'TIME',
  'RICH_TEXT',
  'RICH_CONTENT',
  'URL',
  'PAGE_LINK',
  'IMAGE',
  'DOCUMENT',
  'VIDEO',
  'AUDIO',
  'MEDIA_GALLERY',
  'ADDRESS',
  'OBJECT',
  'ARRAY',
  'ARRAY_STRING',
  'ARRAY_DOCUMENT',
  'REFERENCE',
  'MULTI_REFERENCE',
  'ANY',
] as const;

const referenced = opt(strict({ referencedCollectionId: collectionId() }));

/** A field as the platform's collections API writes it; a reference names its collection in `typeMetadata`. */
const fieldInput = strict({
  key: v.pipe(
    str({ minLength: 1, maxLength: 64 }),
    v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'must start with a letter and have only letters, digits and _'),
  ),
  displayName: opt(str({ maxLength: 100 })),
  type: oneOf(FIELD_TYPES),
  typeMetadata: opt(strict({ reference: referenced, multiReference: referenced })),
});

/** `POST /__vitrine/data/collections`: a new collection. */
export const collectionBody = strict({
  collection: strict({
    id: collectionId(),
    displayName: opt(str({ minLength: 1, maxLength: 100 })),
    fields: opt(arr(fieldInput, { maxItems: 100 })),
  }),
});
export type CollectionInput = Out<typeof collectionBody>['collection'];

/** `POST /__vitrine/data/collections/{id}/items`: items to insert, each its fields (with `_id` if it has one). */
export const itemsBody = strict({ items: arr(itemData, { maxItems: 1000 }) });
