import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ValidationError } from '../errors';
import { OAuthAppError } from './origins';
import { oauthAppBody, tokenRequest } from './schemas';
import { grant, listOAuthApps, saveOAuthApps } from './service';

/** The token endpoint and the emulator's OAuth app registry. */
export const tokenRoutes = new Hono<AppEnv>()
  .post('/oauth2/token', async (c) => {
    const answer = grant(c.get('ctx'), await readBody(c, tokenRequest));
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  })
  // Emulator-only: listed and replaced at run time (a test that learns its storefront's port late).
  .get('/__vitrine/oauth-apps', (c) => c.json({ oauthApps: listOAuthApps(c.get('ctx')) }))
  .put('/__vitrine/oauth-apps/:clientId', async (c) => {
    const body = await readBody(c, oauthAppBody);
    try {
      const app = {
        clientId: c.req.param('clientId'),
        ...(body.redirectUris ? { redirectUris: body.redirectUris } : {}),
        ...(body.allowedRedirectOrigins ? { allowedRedirectOrigins: body.allowedRedirectOrigins } : {}),
        ...(body.loopbackAnyPort ? { loopbackAnyPort: true } : {}),
      };
      const [saved] = saveOAuthApps(c.get('ctx'), [app]);
      return c.json({ oauthApp: saved });
    } catch (e) {
      if (!(e instanceof OAuthAppError)) throw e;
      const field = body.redirectUris?.includes(e.value) ? 'redirectUris' : 'allowedRedirectOrigins';
      throw new ValidationError([{ field, description: e.message, violatedRule: 'VALIDATION' }]);
    }
  });
