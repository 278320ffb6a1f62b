import { describe, expect, it } from 'vitest';
import { register, signOn } from '../src';
import type { Seen } from '../../../test-support/msw';
import { client, useIam } from './support/iam-server';

const { answer } = useIam();

describe("requests: dates go out as ISO, addresses in the wire's names", () => {
  it('register: custom date values at every depth become ISO strings', async () => {
    const seen: Seen[] = [];
    answer('/authentication/v2/register', { state: 'SUCCESS', sessionToken: 'st' }, seen);
    const address = {
      country: 'DE',
      subdivision: 'DE-BE',
      city: 'Berlin',
      streetAddress: { number: '1', name: 'Invalidenstr.' },
    };
    const street = {
      addressLine1: 'Invalidenstr. 1',
      formatted: 'Invalidenstr. 1, 10115 Berlin',
      location: { latitude: 52.5, longitude: Infinity },
    };
    const wireStreet = {
      addressLine: 'Invalidenstr. 1',
      formattedAddress: 'Invalidenstr. 1, 10115 Berlin',
      geocode: { latitude: 52.5, longitude: 'Infinity' },
    };
    await register(client, {
      loginId: { email: 'ana@shop.test' },
      password: 'secret-1',
      profile: {
        addresses: [
          { address, tag: 'HOME' },
          { address: street, tag: 'WORK' },
        ],
        customFields: [
          { name: 'birthday', value: { dateValue: new Date('1990-05-06T00:00:00.000Z') } },
          { name: 'visits', value: { listValue: { value: [{ dateValue: new Date('2026-03-01T10:00:00.000Z') }] } } },
          {
            name: 'prefs',
            value: { mapValue: { value: { since: { dateValue: new Date('2025-12-24T18:00:00.000Z') } } } },
          },
        ],
      },
    });
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        loginId: { email: 'ana@shop.test' },
        password: 'secret-1',
        profile: {
          addresses: [
            { address, tag: 'HOME' },
            { address: wireStreet, tag: 'WORK' },
          ],
          customFields: [
            { name: 'birthday', value: { dateValue: '1990-05-06T00:00:00.000Z' } },
            { name: 'visits', value: { listValue: { value: [{ dateValue: '2026-03-01T10:00:00.000Z' }] } } },
            { name: 'prefs', value: { mapValue: { value: { since: { dateValue: '2025-12-24T18:00:00.000Z' } } } } },
          ],
        },
      }),
    );
  });
});

describe("requests: sign-on sends its profile addresses in the wire's names", () => {
  it('signOn: addressLine1, formatted and location become addressLine, formattedAddress and geocode', async () => {
    const seen: Seen[] = [];
    answer('/authentication/v2/sign-on', { state: 'SUCCESS', sessionToken: 'st' }, seen);
    await signOn(client, {
      loginId: { email: 'ana@shop.test' },
      profile: {
        addresses: [
          {
            address: { city: 'Berlin', addressLine1: 'Invalidenstr. 1', location: { latitude: NaN, longitude: 13.4 } },
          },
        ],
      },
    });
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        loginId: { email: 'ana@shop.test' },
        profile: {
          addresses: [
            {
              address: {
                city: 'Berlin',
                addressLine: 'Invalidenstr. 1',
                geocode: { latitude: 'NaN', longitude: 13.4 },
              },
            },
          ],
        },
      }),
    );
  });
});
