// The checkout slice's door: the checkout a redirect session is made for, and the hosted checkout page.
export { checkoutForSession, checkoutPage, placeOrder, type CheckoutPage } from './service';
