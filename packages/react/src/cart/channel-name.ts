/**
 * The name of a shop's cart channel between its tabs (`useCartAcrossTabs`) from its platform host and OAuth client
 * id, without a client: a page that makes its client only on first use can still hear its other tabs meanwhile. The
 * host as `createClient` keeps it, without a trailing slash. A module of its own: it imports nothing.
 */
export const cartChannelNameOf = (host: string, clientId: string): string =>
  `vitrine.cart:${host.replace(/\/+$/, '')}:${clientId}`;
