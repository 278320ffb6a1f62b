/**
 * The shop's own origin, from configuration (`VITRINE_SHOP_URL`), never from the request: the `Host` header is
 * anyone's to write, and a redirect, a canonical link or a cached page built from it would send shoppers (and
 * their sign-in codes) to that host. The default is where `next dev` serves.
 */
export function shopOrigin(): string {
  const configured = process.env.VITRINE_SHOP_URL ?? 'http://localhost:3000';
  if (!URL.canParse(configured) || !/^https?:$/.test(new URL(configured).protocol))
    throw new Error(
      `VITRINE_SHOP_URL must be the shop's absolute http(s) URL, such as https://shop.example; got "${configured}".`,
    );
  return new URL(configured).origin;
}

/** Whether the shop is served over HTTPS (its cookies are then `Secure`). */
export const servedSecurely = (): boolean => shopOrigin().startsWith('https:');

/**
 * A path of this shop to go back to, from a parameter anyone can write: never another site. A path that the
 * browser would read as another host (`//evil.example`, `/\evil.example`, also once `.` and `..` are resolved)
 * becomes the home page.
 */
export function localPath(value: string | null | undefined, origin: string): string {
  if (!value || !URL.canParse(value, origin)) return '/';
  const url = new URL(value, origin);
  if (url.origin !== origin || /^[/\\]{2}/.test(url.pathname)) return '/';
  return url.pathname + url.search;
}
