import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { s } from '../validate';
import { anonymousGrant, codeGrant, refreshGrant } from '../auth/tokens';
import { registerOAuthApps } from './oauth-apps';

export function registerTokens(app: Hono<AppEnv>): void {
  registerOAuthApps(app);
  app.post('/oauth2/token', async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson<{ clientId: string; grantType: string; refreshToken?: string; code?: string; codeVerifier?: string; redirectUri?: string }>(c, {
      clientId: s.req(s.str({ minLength: 1, maxLength: 200 })),
      grantType: s.req(s.enum(['anonymous', 'refresh_token', 'authorization_code'])),
      refreshToken: s.str(),
      code: s.str(),
      codeVerifier: s.str({ maxLength: 128 }),
      redirectUri: s.str(),
      scope: s.str(),
    });
    const answer =
      body.grantType === 'anonymous'
        ? anonymousGrant(ctx, body.clientId)
        : body.grantType === 'refresh_token'
          ? refreshGrant(ctx, body.clientId, body.refreshToken)
          : codeGrant(ctx, body);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  });
}
