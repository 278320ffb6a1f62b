import { errorCode, type Wix } from '../../src/wix';

/** The visitor's cart, or none (the platform answers OWNED_CART_NOT_FOUND before the first line and after an order). */
export async function currentCart(client: Wix) {
  try {
    return (await client.currentCartV2.getCurrentCart()).cart;
  } catch (error) {
    if (errorCode(error) === 'OWNED_CART_NOT_FOUND') return undefined;
    throw error;
  }
}
