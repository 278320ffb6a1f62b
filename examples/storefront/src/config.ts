/** Where the platform is: the local emulator of `pnpm start` unless the environment says otherwise. */
export const platform = {
  host: import.meta.env.VITE_VITRINE_HOST ?? 'http://127.0.0.1:4455',
  readOnlyHost: import.meta.env.VITE_VITRINE_READ_ONLY_HOST ?? 'http://127.0.0.1:4456',
  clientId: import.meta.env.VITE_VITRINE_CLIENT_ID ?? 'vitrine-storefront',
};
