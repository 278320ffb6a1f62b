'use client';
import dynamic from 'next/dynamic';
import { RuntimeIsland } from './runtime/island';

// Pages that are the shopper's alone (their cart, form and sign-in state, read from the browser): rendered in the
// browser only, on the shop's client, each in its own chunk.
const loading = () => <div className="skeleton" />;

const Checkout = dynamic(() => import('./views/checkout').then((page) => page.CheckoutPage), { ssr: false, loading });
const OrderComplete = dynamic(() => import('./views/order-complete').then((page) => page.OrderCompletePage), {
  ssr: false,
  loading,
});
const Account = dynamic(() => import('./views/account/account-page').then((page) => page.AccountPage), {
  ssr: false,
  loading,
});

export const CheckoutPage = () => <RuntimeIsland Component={Checkout} />;
export const OrderCompletePage = () => <RuntimeIsland Component={OrderComplete} />;
export const AccountPage = () => <RuntimeIsland Component={Account} />;
