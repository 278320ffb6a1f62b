// The visitor's tokens live in one cookie, as the platform's Next.js guides keep them: the middleware writes it,
// server components and actions read it. Nothing here may import a platform module: the middleware bundles it.
import type { Tokens } from '@wix/sdk';

export const SESSION_COOKIE = 'wix-session';

/** The app's OAuth client id (its "Headless" app on the platform; on the emulator, any id gets visitor tokens). */
export function clientId(): string {
  const id = process.env.WIX_CLIENT_ID;
  if (!id) throw new Error('WIX_CLIENT_ID is not set');
  return id;
}

export function readTokens(value: string | undefined): Tokens | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as Tokens;
  } catch {
    return undefined;
  }
}
