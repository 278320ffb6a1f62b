/** Where the platform is, read at run time on the server: one build serves any emulator port. */
export interface Platform {
  host: string;
  readOnlyHost: string;
  clientId: string;
}

export function platformFromEnv(): Platform {
  return {
    host: process.env.VITRINE_HOST ?? 'http://127.0.0.1:4455',
    readOnlyHost: process.env.VITRINE_READ_ONLY_HOST ?? 'http://127.0.0.1:4456',
    clientId: process.env.VITRINE_CLIENT_ID ?? 'vitrine-storefront',
  };
}
