/**
 * The platform's stores catalogue app id: the `catalogReference.appId` of every catalogue line item
 * (`{ catalogItemId: product._id, appId: STORES_APP_ID }`). The emulator's catalogue answers to it too.
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
