import type { Dispatcher } from 'undici';

/**
 * The hosts the platform's SDK (`@wix/sdk` and its modules) sends to from a server: the API (`www.wixapis.com`, and
 * `edge.wixapis.com` for the reads it may send to the CDN) and the media (`static.wixstatic.com`, what
 * `media.getImageUrl()` builds). The emulator serves the same paths on its main URL (both API path layouts and
 * `/media/…`). Its hosted pages (sign-in, checkout) are already on the emulator's URL: the redirect session answers
 * with it.
 */
export const PLATFORM_HOSTS: readonly string[] = Object.freeze([
  'www.wixapis.com',
  'edge.wixapis.com',
  'static.wixstatic.com',
]);

/**
 * An undici interceptor that sends a request for one of the platform's hosts to `origin`, path and query
 * unchanged, and leaves every other request as it is. Undici sets the `Host` header from the new origin.
 */
export function toEmulator(
  origin: string,
  hosts: readonly string[] = PLATFORM_HOSTS,
): Dispatcher.DispatcherComposeInterceptor {
  const platform = new Set(hosts);
  return (dispatch) => (opts, handler) => {
    if (opts.origin === undefined || !platform.has(new URL(String(opts.origin)).host)) return dispatch(opts, handler);
    return dispatch({ ...opts, origin }, handler);
  };
}
