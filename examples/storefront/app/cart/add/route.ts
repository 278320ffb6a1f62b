import { addProductToCart } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { cachedProduct } from '../../../src/server/catalogue';
import { routeClient } from '../../../src/server/route-client';
import { localPath, shopOrigin } from '../../../src/server/shop-origin';
import { tryAgainPage } from '../../../src/server/try-again-page';

/** Field names of the product page's form: `choice.<option>` carries a choice, as the page names them. */
const CHOICE = 'choice.';

/**
 * Add to cart without the page's scripts: the product page's form posts here when it is tapped before the page
 * has hydrated (or with JavaScript off). It adds the line on the visitor's cookies and goes back to the product
 * with `#cart`, which opens the drawer. Once the page runs, its own client adds instead (no page load).
 */
export async function POST(request: NextRequest) {
  const origin = shopOrigin();
  // A form of another site must not fill this visitor's cart (the cookies are SameSite=Lax; this says it twice).
  const from = request.headers.get('origin');
  if (from !== null && from !== origin) return new Response('Forbidden', { status: 403 });
  const form = await request.formData();
  const back = localPath(String(form.get('returnTo') ?? '/'), origin);
  const product = await cachedProduct(String(form.get('productId') ?? ''));
  if (!product) return NextResponse.redirect(`${origin}${back}`, 303);
  const choices: Record<string, string> = {};
  for (const [name, value] of form)
    if (name.startsWith(CHOICE) && typeof value === 'string') choices[name.slice(CHOICE.length)] = value;
  const quantity = Math.max(1, Math.min(99, Math.trunc(Number(form.get('quantity'))) || 1));
  try {
    await addProductToCart(await routeClient(), product, { choices, quantity });
  } catch (error) {
    console.error('add to cart without scripts failed', error);
    return tryAgainPage('The cart is not available right now', back, back);
  }
  return NextResponse.redirect(`${origin}${back}#cart`, 303);
}
