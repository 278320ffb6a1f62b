'use client';
export { VitrineProvider, type VitrineProviderProps } from './provider';
export { useVitrineClient } from './context';
export { createVitrineQueryClient } from './query-client';
export { vitrineKeys } from './keys';
export { VitrineProviderError, type VitrineError } from './errors';

export { cartQueryOptions, estimateTotalsQueryOptions } from './cart/options';
export { useCurrentCart } from './cart/use-current-cart';
export { useEstimateTotals } from './cart/use-estimate-totals';
export {
  useAddToCart,
  useApplyCoupon,
  useDeleteCart,
  useRemoveCoupon,
  useRemoveLineItems,
  useUpdateCart,
  useUpdateLineItemQuantity,
  type CartMutation,
} from './cart/mutations';
export { useCheckout, type CheckoutInput, type CheckoutResult } from './cart/use-checkout';

// Every export of the options module is public: the query option factories and their types.
export * from './catalogue/options';
export {
  useCollection,
  useCollections,
  useProduct,
  useProductOptionsAvailability,
  useProducts,
} from './catalogue/hooks';
export type { Page } from './catalogue/page';

export { useAuth, type AuthState } from './auth/use-auth';
export { useLogin, type CompleteLoginInput, type StartLoginInput, type UseLogin } from './auth/use-login';
export { useLoginForm, type UseLoginForm, type UseLoginFormOptions } from './auth/use-login-form';
export { useLogout, type UseLogout } from './auth/use-logout';
