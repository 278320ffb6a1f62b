import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { s } from '../validate';
import { ValidationError } from '../errors';
import { OAuthAppError, saveOAuthApps, type OAuthApp } from '../auth/oauth-apps';

/** Emulator-only: the OAuth apps, listed and replaced at run time (a test that learns its storefront's port late). */
export function registerOAuthApps(app: Hono<AppEnv>): void {
  app.get('/__vitrine/oauth-apps', (c) => c.json({ oauthApps: c.get('ctx').store.table('oauth_apps').all() }));

  app.put('/__vitrine/oauth-apps/:clientId', async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson<{ allowedRedirectOrigins: string[] }>(c, {
      allowedRedirectOrigins: s.req(s.arr(s.str({ maxLength: 2048 }), { maxItems: 100 })),
    });
    try {
      const [saved] = saveOAuthApps(ctx, [{ clientId: c.req.param('clientId'), allowedRedirectOrigins: body.allowedRedirectOrigins }]);
      return c.json({ oauthApp: saved });
    } catch (e) {
      if (!(e instanceof OAuthAppError)) throw e;
      throw new ValidationError([{ field: 'allowedRedirectOrigins', description: e.message, violatedRule: 'VALIDATION' }]);
    }
  });
}
