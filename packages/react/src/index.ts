'use client';
export { VitrineProvider, type VitrineProviderProps } from './provider';
export { useVitrineClient } from './context';
export { VitrineProviderError } from './errors';
export { Image, type ImageProps } from './image';
// The server-safe part (query options, keys, QueryClient factory, dehydration), also from '@vitrine/react/queries'.
export * from './queries';

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
export { cartChannelNameOf } from './cart/channel-name';

export {
  useAddProductToCart,
  useShopCategories,
  useShopCategory,
  useShopProduct,
  useShopProducts,
  type AddProductInput,
} from './storefront/hooks';

// The Catalog V1 hooks: a Catalog V3 store refuses their calls (the model's hooks above work on both).
export {
  useCollection,
  useCollections,
  useProduct,
  useProductOptionsAvailability,
  useProducts,
} from './catalogue/hooks';

export { useAuth, type AuthState } from './auth/use-auth';
export { useLogin, type CompleteLoginInput, type StartLoginInput, type UseLogin } from './auth/use-login';
export { useLoginForm, type UseLoginForm, type UseLoginFormOptions } from './auth/use-login-form';
export { useLogout, type UseLogout } from './auth/use-logout';
