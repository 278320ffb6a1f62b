'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';

// Pages that are the shopper's alone (their cart, form and sign-in state, read from the browser): rendered in the
// browser only, each in its own chunk.
const loading = () => <div className="skeleton" />;

/**
 * The page's box is at least a screen high, with the skeleton and with the page that replaces it: whatever the
 * page's height, the footer starts below the first screen and never moves in sight (CLS 0).
 */
const onAScreen = (Page: ComponentType) =>
  function ClientPage() {
    return (
      <div className="client-page">
        <Page />
      </div>
    );
  };

export const CheckoutPage = onAScreen(
  dynamic(() => import('./views/checkout').then((page) => page.CheckoutPage), { ssr: false, loading }),
);
export const OrderCompletePage = onAScreen(
  dynamic(() => import('./views/order-complete').then((page) => page.OrderCompletePage), { ssr: false, loading }),
);
export const AccountPage = onAScreen(
  dynamic(() => import('./views/account/account-page').then((page) => page.AccountPage), { ssr: false, loading }),
);
