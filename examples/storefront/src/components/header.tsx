import { useAuth, useCurrentCart, useLogin, useLogout } from '@vitrine/react';
import { Link, useRouter } from '../router';
import { ErrorNote } from './error-note';

export function Header({ onOpenCart }: { onOpenCart(): void }) {
  const { path } = useRouter();
  const { loggedIn } = useAuth();
  const cart = useCurrentCart();
  const login = useLogin();
  const logout = useLogout();
  const count = cart.data?.lineItems?.reduce((sum, line) => sum + (line.quantity ?? 0), 0) ?? 0;

  const signIn = () =>
    login.start({ redirectUri: `${window.location.origin}/callback`, originalUri: window.location.href });
  const signOut = () => logout.logout(`${window.location.origin}/`).catch(() => {});

  return (
    <header className="header">
      <Link to="/" className="logo">
        Maison <span>Vitrine</span>
      </Link>
      <nav className="nav">
        <Link to="/" className={path === '/' ? 'active' : undefined}>
          Shop
        </Link>
        {!loggedIn && (
          <Link to="/account" className={path === '/account' ? 'active' : undefined}>
            Account
          </Link>
        )}
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
          <button className="btn ghost small" onClick={signIn} disabled={login.isPending}>
            Sign in
          </button>
        )}
        <button className="btn small" onClick={onOpenCart} data-testid="open-cart">
          Cart <span className="cart-count">{count}</span>
        </button>
      </div>
      {(login.error || logout.error) && <ErrorNote error={login.error ?? logout.error} />}
    </header>
  );
}
