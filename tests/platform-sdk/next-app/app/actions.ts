'use server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { STORES_APP_ID, wix } from '../src/wix';

/** Adds one of a product, with the choices the form carries, to the visitor's cart, then shows the cart. */
export async function addToCart(form: FormData): Promise<never> {
  const productId = String(form.get('productId'));
  const options = JSON.parse(String(form.get('options') ?? '{}')) as Record<string, string>;
  const client = await wix();
  await client.currentCartV2.addLineItemsToCurrentCart({
    catalogItems: [
      { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { options } }, quantity: 1 },
    ],
  } as never);
  redirect('/cart');
}

/**
 * Sends the visitor to the platform's hosted checkout of its cart (Cart V2 has no checkout call: the redirect
 * session takes the cart's id), which comes back to the shop's thank-you page, or to the cart when left.
 */
export async function checkout(): Promise<never> {
  const client = await wix();
  const { cart } = await client.currentCartV2.getCurrentCart();
  const origin = await shopOrigin();
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: cart!._id! },
    callbacks: { postFlowUrl: `${origin}/cart`, thankYouPageUrl: `${origin}/thank-you` },
  });
  redirect(redirectSession!.fullUrl!);
}

/** Where the visitor reached the shop. */
async function shopOrigin(): Promise<string> {
  const sent = await headers();
  return `${sent.get('x-forwarded-proto') ?? 'http'}://${sent.get('host')}`;
}
