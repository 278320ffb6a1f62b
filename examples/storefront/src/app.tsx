import { useState } from 'react';
import { CartDrawer } from './components/cart-drawer';
import { Header } from './components/header';
import { AccountPage } from './pages/account';
import { CallbackPage } from './pages/callback';
import { CataloguePage } from './pages/catalogue';
import { CheckoutPage } from './pages/checkout';
import { OrderCompletePage } from './pages/order-complete';
import { ProductPage } from './pages/product';
import { useRouter } from './router';

export function App() {
  const { path } = useRouter();
  const [cartOpen, setCartOpen] = useState(false);
  const productId = /^\/product\/(.+)$/.exec(path)?.[1];

  return (
    <>
      <div className="topbar">Free shipping over €80 · Try the coupon WELCOME10</div>
      <Header onOpenCart={() => setCartOpen(true)} />
      <main>
        {productId ? (
          <ProductPage id={decodeURIComponent(productId)} onAdded={() => setCartOpen(true)} />
        ) : path === '/checkout' ? (
          <CheckoutPage />
        ) : path === '/order-complete' ? (
          <OrderCompletePage />
        ) : path === '/callback' ? (
          <CallbackPage />
        ) : path === '/account' ? (
          <AccountPage />
        ) : (
          <CataloguePage />
        )}
      </main>
      <footer className="footer">
        Maison Vitrine · a demo shop built with the Vitrine SDK, running on the local platform emulator
      </footer>
      {cartOpen && <CartDrawer onClose={() => setCartOpen(false)} />}
    </>
  );
}
