'use client';
import { useAuth, useCurrentCart, useLogout } from '@vitrine/react';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHydrated } from '../hydrated';
import { ErrorNote } from './error-note';

export function Header({ onOpenCart, onPrepareCart }: { onOpenCart(): void; onPrepareCart(): void }) {
  // Until the scripts run, the buttons that need them look disabled rather than swallow a tap.
  const hydrated = useHydrated();
  const path = usePathname();
  const { loggedIn } = useAuth();
  const cart = useCurrentCart();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page change closes the phone menu.
  useEffect(() => setMenuOpen(false), [path]);
  const count = cart.data?.lineItems?.reduce((sum, line) => sum + (line.quantityInfo?.requestedQuantity ?? 0), 0) ?? 0;

  const signOut = () => logout.logout(`${window.location.origin}/`).catch(() => {});

  return (
    <header className="header">
      <Link prefetch={false} href="/" className="logo">
        Maison <span>Vitrine</span>
      </Link>
      <button
        className="btn ghost small menu-button"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        aria-label="Menu"
        disabled={!hydrated}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {/* An icon on a phone's one-row header; "Menu" is its name. */}
        <span aria-hidden="true">☰</span>
      </button>
      <nav className={`nav ${menuOpen ? 'open' : ''}`} id="site-nav" aria-label="Site">
        <Link prefetch={false} href="/" className={path === '/' ? 'active' : undefined}>
          Shop
        </Link>
        <Link prefetch={false} href="/search" className={path === '/search' ? 'active' : undefined}>
          Search
        </Link>
        <Link prefetch={false} href="/account" className={path === '/account' ? 'active' : undefined}>
          Account
        </Link>
      </nav>
      <div className="header-actions">
        {loggedIn ? (
          <>
            <span className="badge member" data-testid="member-badge">
              ★ Member
            </span>
            <button className="btn ghost small" onClick={signOut} disabled={logout.isPending}>
              Sign out
            </button>
          </>
        ) : (
          // The sign-in starts on the server, which keeps its secrets in an HttpOnly cookie.
          <a className="btn ghost small" href={`/auth/sign-in?returnTo=${encodeURIComponent(path)}`}>
            Sign in
          </a>
        )}
        <button
          className="btn small"
          onClick={onOpenCart}
          onPointerEnter={onPrepareCart}
          onFocus={onPrepareCart}
          onTouchStart={onPrepareCart}
          disabled={!hydrated}
          data-testid="open-cart"
        >
          Cart <span className="cart-count">{count}</span>
        </button>
      </div>
      {logout.error && <ErrorNote error={logout.error} />}
    </header>
  );
}
