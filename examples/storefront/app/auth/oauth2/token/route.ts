import { answerTokenRequest, nextCookieStorage } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { platformFromEnv } from '../../../../src/server/platform';
import { servedSecurely, shopOrigin } from '../../../../src/server/shop-origin';

/**
 * The browser's token requests (renewal, a new visitor, a sign-in's code): the shop keeps the refresh token in an
 * HttpOnly cookie, puts it back here, and hands the page only the access token. Only the shop's own pages are
 * answered (the `Origin` must be `VITRINE_SHOP_URL`'s).
 */
export async function POST(request: Request): Promise<Response> {
  const platform = platformFromEnv();
  return answerTokenRequest(request, {
    host: platform.host,
    clientId: platform.clientId,
    origin: shopOrigin(),
    storage: nextCookieStorage(await cookies(), { secure: servedSecurely(), refreshToken: 'httpOnly' }),
  });
}
