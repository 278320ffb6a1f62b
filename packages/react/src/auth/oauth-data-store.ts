'use client';
import type { OAuthData } from '@vitrine/auth';

// sessionStorage: one tab's sign-in, gone when the tab closes.
const keyOf = (clientId: string): string => `vitrine:oauth-data:${clientId}`;

export function saveOAuthData(clientId: string, data: OAuthData): void {
  sessionStorage.setItem(keyOf(clientId), JSON.stringify(data));
}

/** Reads and forgets the sign-in started in this tab: a return page works once. */
export function takeOAuthData(clientId: string): OAuthData | undefined {
  const raw = sessionStorage.getItem(keyOf(clientId));
  sessionStorage.removeItem(keyOf(clientId));
  try {
    const data = JSON.parse(raw ?? 'null') as Partial<OAuthData> | null;
    return typeof data?.state === 'string' && typeof data.codeVerifier === 'string' ? (data as OAuthData) : undefined;
  } catch {
    return undefined;
  }
}
