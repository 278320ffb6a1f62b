'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useHydrated } from '../hydrated';
import { useShop } from '../shop-context';
import { ErrorNote } from './error-note';

/** The count and the sign-in are the shell's (the server's read, then the client's): no request of its own. */
export function Header({ onOpenCart }: { onOpenCart(): void }) {
  // Until the scripts run, the buttons that need them look disabled rather than swallow a tap.
  const hydrated = useHydrated();
  const path = usePathname();
  const { cart, loggedIn, actions, prepare } = useShop();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<unknown>();
  const [menuOpen, setMenuOpen] = useState(false);
  // A page change closes the phone menu.
  useEffect(() => setMenuOpen(false), [path]);
  const count = cart?.lineItems?.reduce((sum, line) => sum + (line.quantityInfo?.requestedQuantity ?? 0), 0) ?? 0;

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError(undefined);
    try {
      // It leaves the page for the hosted logout: only a failure comes back.
      await (await actions()).signOut(`${window.location.origin}/`);
    } catch (error) {
      setSignOutError(error);
      setSigningOut(false);
    }
  };

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
            <button
              className="btn ghost small"
              onClick={() => void signOut()}
              onPointerEnter={prepare}
              disabled={signingOut}
            >
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
          onPointerEnter={prepare}
          onFocus={prepare}
          onTouchStart={prepare}
          disabled={!hydrated}
          data-testid="open-cart"
        >
          Cart <span className="cart-count">{count}</span>
        </button>
      </div>
      <ErrorNote error={signOutError} />
    </header>
  );
}
