import { ApplicationError } from '../errors';

/** The platform's answer for a collection that does not exist (shops catch its code, `WDE0025`). */
export function collectionMissing(id: string): ApplicationError {
  return new ApplicationError(404, 'WDE0025', `WDE0025: The ${id} collection does not exist.`);
}

/** No item of that id in the collection (`@wix/data`'s `get` and `remove` answer `null` for this code). */
export function itemMissing(collectionId: string, id: string): ApplicationError {
  return new ApplicationError(404, 'WDE0073', `WDE0073: Item [${id}] does not exist in collection [${collectionId}].`);
}

export function itemExists(collectionId: string, id: string): ApplicationError {
  return new ApplicationError(
    409,
    'WDE0074',
    `WDE0074: An item with _id [${id}] already exists in collection [${collectionId}].`,
  );
}

/** A visitor's or member's write: site content is written by the site's owner (an API key) only. */
export function writeRefused(operation: string, collectionId: string): ApplicationError {
  return new ApplicationError(
    403,
    'WDE0027',
    `WDE0027: The current user does not have permissions to ${operation} on the ${collectionId} collection.`,
  );
}

/** One of the emulator's size limits (a database that grows without bound is a way to take it down). */
export function quotaExceeded(description: string): ApplicationError {
  return new ApplicationError(400, 'WD_DATABASE_QUOTA_EXCEEDED', description);
}
