'use client';
import dynamic from 'next/dynamic';

// Pages that are the shopper's alone (their cart, form and sign-in state, read from the browser): rendered in the
// browser only, each in its own chunk.
const loading = () => <div className="skeleton" />;
export const CheckoutPage = dynamic(() => import('./views/checkout').then((page) => page.CheckoutPage), {
  ssr: false,
  loading,
});
export const OrderCompletePage = dynamic(
  () => import('./views/order-complete').then((page) => page.OrderCompletePage),
  { ssr: false, loading },
);
export const AccountPage = dynamic(() => import('./views/account/account-page').then((page) => page.AccountPage), {
  ssr: false,
  loading,
});
