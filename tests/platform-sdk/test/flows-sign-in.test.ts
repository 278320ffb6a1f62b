// Comparison 1 of issue 9: redirect sessions and the hosted sign-in.
import { currentCart } from '@wix/ecom';
import { describe, expect, test } from 'vitest';
import { fresh, shirtLine } from './compare/inputs';
import { SHOP, startFlows } from './compare/flow-suite';

const { emulator, visitorClient, submitLogin } = await startFlows();

describe('redirect sessions and sign-in', () => {
  test('getAuthUrl, the hosted login, getMemberTokens with the kept oauthData; logout', async () => {
    const client = visitorClient();
    const oauthData = client.auth.generateOAuthData(`${SHOP}/callback`, `${SHOP}/account`);
    const { authUrl } = await client.auth.getAuthUrl(oauthData);
    expect(new URL(authUrl).origin).toBe(emulator.url);
    const back = new URL(await submitLogin(authUrl));
    expect(back.origin + back.pathname).toBe(`${SHOP}/callback`);
    const { code, state } = client.auth.parseFromUrl(back.toString(), 'fragment');
    expect(state).toBe(oauthData.state);
    const tokens = await client.auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const { logoutUrl } = await client.auth.logout(`${SHOP}/bye`);
    expect(new URL(logoutUrl).origin).toBe(emulator.url);
    expect(client.auth.getTokens().refreshToken.role).toBe('none');
  });

  test('a redirect URI on an origin the OAuth app does not allow is refused, and no session is made', async () => {
    const client = visitorClient();
    const oauthData = client.auth.generateOAuthData('https://evil.example/callback');
    await expect(client.auth.getAuthUrl(oauthData)).rejects.toMatchObject({
      details: {
        validationError: {
          fieldViolations: [
            expect.objectContaining({ field: 'options.auth.authRequest.redirectUri', violatedRule: 'VALIDATION' }),
          ],
        },
      },
    });
  });

  test('createRedirectSession for a checkout opens the hosted checkout page of that cart', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await client.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] });
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
    });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId! },
      callbacks: { postFlowUrl: `${SHOP}/thank-you` },
    });
    expect(redirectSession?.fullUrl).toMatch(new RegExp(`^${emulator.url}/__vitrine/pages/checkout\\?session=`));
    const page = await fetch(redirectSession!.fullUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Linen shirt');
  });
});
