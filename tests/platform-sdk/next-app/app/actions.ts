'use server';
import { redirect } from 'next/navigation';
import { STORES_APP_ID, wix } from '../src/wix';

/** Adds one of a product, with the choices the form carries, to the visitor's cart, then shows the cart. */
export async function addToCart(form: FormData): Promise<never> {
  const productId = String(form.get('productId'));
  const options = JSON.parse(String(form.get('options') ?? '{}')) as Record<string, string>;
  const client = await wix();
  await client.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { options } }, quantity: 1 },
    ],
  });
  redirect('/cart');
}
