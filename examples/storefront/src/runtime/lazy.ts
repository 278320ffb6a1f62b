// The two pieces of the shop's code that no page draws at once, each its own chunk: the client with everything that
// talks to the platform (TanStack Query, the SDK, the hooks), and the cart drawer with its dialog library. One
// import each, so fetching ahead (`prepare`) and mounting load the same chunk.
export const loadRuntime = () => import('./shop-runtime');
export const loadDrawer = () => import('../components/cart-drawer');
