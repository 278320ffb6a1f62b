/** Where the platform is, read at run time on the server: one build serves any emulator port. */
export interface Platform {
  host: string;
  readOnlyHost: string;
  clientId: string;
  /** Where pictures are served at a size: the emulator's own origin, or the platform's static media host. */
  mediaHost: string;
}

export function platformFromEnv(): Platform {
  const host = process.env.VITRINE_HOST ?? 'http://127.0.0.1:4455';
  return {
    host,
    readOnlyHost: process.env.VITRINE_READ_ONLY_HOST ?? 'http://127.0.0.1:4456',
    clientId: process.env.VITRINE_CLIENT_ID ?? 'vitrine-storefront',
    // The emulator serves `/media/…` on its own origin; against the platform, https://static.wixstatic.com.
    mediaHost: process.env.VITRINE_MEDIA_HOST ?? host,
  };
}
