import type { Callbacks } from './schemas';

export interface AuthRequest {
  /** Absent only with `responseMode: 'web_message'` (the silent sign-in). */
  redirectUri?: string;
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: 'fragment' | 'query' | 'web_message';
  responseType: 'code';
  scope?: string;
  state: string;
  sessionToken?: string;
}

export type Prompt = 'login' | 'none' | 'consent' | 'select_account';

export interface RedirectSessionRecord {
  id: string;
  kind: 'auth' | 'login' | 'logout' | 'checkout' | 'generic';
  section: string;
  createdAt: number;
  expiresAt: number;
  /** Who created the session (the visitor's cart merges into the member's after sign-in). */
  visitorId?: string;
  memberId?: string;
  auth?: { authRequest: AuthRequest; prompt: Prompt };
  logout?: { clientId: string };
  /** The client whose OAuth app's origins bound the callbacks and may frame the pages (none: loopback only). */
  clientId?: string;
  checkoutId?: string;
  callbacks: Callbacks;
  data: Record<string, unknown>;
}
