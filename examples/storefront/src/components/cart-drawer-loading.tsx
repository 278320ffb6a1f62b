/**
 * What the Cart button opens at once while the drawer's own code is still on its way (its first opening on a slow
 * phone): the drawer's frame, saying so. The drawer replaces it where it stands.
 */
export function CartDrawerLoading() {
  return (
    <>
      <div className="drawer-backdrop" />
      <div
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Your cart"
        aria-busy="true"
        data-testid="cart-drawer-loading"
      >
        <header>
          <h2>Your cart</h2>
        </header>
        <div className="lines">
          <div className="empty" role="status">
            Loading your cart…
          </div>
        </div>
      </div>
    </>
  );
}
