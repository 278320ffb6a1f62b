import { describe, expect, test } from 'vitest';
import { register } from '@vitrine/identity';
import { Client as RawClient } from '../helpers';
import { clients, LAYOUT_NAMES, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);

describe('identity addresses on the wire', () => {
  const wire = {
    city: 'Berlin',
    country: 'DE',
    addressLine: 'Invalidenstraße 1',
    addressLine2: '2. OG',
    formattedAddress: 'Invalidenstraße 1, 10115 Berlin',
    geocode: { latitude: 52.5306, longitude: 13.3847 },
  };

  test('raw HTTP: a profile address in the wire names is kept and answered as sent; the SDK-side names are refused', async () => {
    const raw = new RawClient(emu);
    const token = (await raw.visitor('sdk-suite')).access_token;
    const registered = await raw.call('POST', '/_api/iam/authentication/v2/register', {
      token,
      body: {
        loginId: { email: 'street-raw@vitrine.dev' },
        password: 'secret-1',
        profile: { addresses: [{ tag: 'HOME', address: wire }] },
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.identity.identityProfile.addresses).toEqual([{ tag: 'HOME', address: wire }]);
    const refused = await raw.call('POST', '/_api/iam/authentication/v2/register', {
      token,
      body: {
        loginId: { email: 'street-sdk@vitrine.dev' },
        password: 'secret-1',
        profile: { addresses: [{ address: { city: 'Berlin', addressLine1: 'Invalidenstraße 1' } }] },
      },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'INVALID_ARGUMENT: "profile.addresses[0].address.addressLine1" is not a known field',
    ]);
  });

  test.each(LAYOUT_NAMES)(
    '@vitrine/identity register in the %s layout: addressLine1, formatted and location round-trip through the wire names',
    async (pathLayout) => {
      const { visitor } = clients(emu, pathLayout);
      const address = {
        city: 'Berlin',
        country: 'DE',
        addressLine1: 'Invalidenstraße 1',
        addressLine2: '2. OG',
        formatted: 'Invalidenstraße 1, 10115 Berlin',
        location: { latitude: 52.5306, longitude: 13.3847 },
      };
      const registered = await register(visitor, {
        loginId: { email: `street-${pathLayout}@vitrine.dev` },
        password: 'secret-1',
        profile: { addresses: [{ tag: 'HOME', address }] },
      });
      expect(registered.identity?.identityProfile?.addresses).toEqual([{ tag: 'HOME', address }]);
    },
  );
});
