import { describe, expect, it } from 'vitest';
import { createRedirectSession, type RedirectSessionRequest } from '../src';
import type { Seen } from '../../../test-support/msw';
import { LOGIN } from './support/login-request';
import { client, HOST, useRedirectServer } from './support/server';

const { answer } = useRedirectServer();

describe('createRedirectSession: every section goes out as given', () => {
  const callbacks = {
    postFlowUrl: 'https://shop.test/',
    thankYouPageUrl: 'https://shop.test/thanks',
    bookingsServiceListUrl: 'https://shop.test/services',
    cartPageUrl: 'https://shop.test/cart',
    planListUrl: 'https://shop.test/plans',
    loginUrl: 'https://shop.test/login',
  };
  const cases: [string, RedirectSessionRequest, unknown][] = [
    [
      'ecomCheckout',
      { ecomCheckout: { checkoutId: 'c-1' }, callbacks },
      { ecomCheckout: { checkoutId: 'c-1' }, callbacks },
    ],
    [
      'eventsCheckout',
      { eventsCheckout: { reservationId: 'r-1', eventSlug: 'my-event-4' } },
      { eventsCheckout: { reservationId: 'r-1', eventSlug: 'my-event-4' } },
    ],
    [
      'paidPlansCheckout',
      { paidPlansCheckout: { planId: 'p-1', checkoutData: 'cd' } },
      { paidPlansCheckout: { planId: 'p-1', checkoutData: 'cd' } },
    ],
    ['login', { login: {} }, { login: {} }],
    [
      'logout',
      { logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/' } },
      { logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/' } },
    ],
    [
      'storesProduct',
      { storesProduct: { productSlug: 'linen-shirt' } },
      { storesProduct: { productSlug: 'linen-shirt' } },
    ],
    ['bookingsBook', { bookingsBook: { resourceId: 'staff-1' } }, { bookingsBook: { resourceId: 'staff-1' } }],
    [
      'preferences',
      {
        storesProduct: { productSlug: 's' },
        preferences: { maintainIdentity: false, additionalQueryParameters: { utm_source: 'mail' } },
      },
      {
        storesProduct: { productSlug: 's' },
        preferences: { maintainIdentity: false, additionalQueryParameters: { utm_source: 'mail' } },
      },
    ],
    [
      'silent auth with a session token',
      {
        auth: {
          authRequest: { ...LOGIN.auth!.authRequest, responseMode: 'web_message', sessionToken: 'st-9' },
          prompt: 'none',
        },
      },
      {
        auth: {
          authRequest: { ...LOGIN.auth!.authRequest, responseMode: 'web_message', sessionToken: 'st-9' },
          prompt: 'none',
        },
      },
    ],
  ];
  it.each(cases)('%s', async (_name, request, wire) => {
    const seen: Seen[] = [];
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, seen);
    await createRedirectSession(client(), request);
    expect(JSON.parse(seen[0]!.body)).toStrictEqual(wire);
  });

  it('bookingsCheckout: _id of the location and resource go out as id', async () => {
    const seen: Seen[] = [];
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, seen);
    await createRedirectSession(client(), {
      bookingsCheckout: {
        timezone: 'Europe/Berlin',
        slotAvailability: {
          bookable: true,
          slot: {
            serviceId: 'svc-1',
            scheduleId: 'sch-1',
            startDate: '2026-03-01T10:00:00',
            endDate: '2026-03-01T11:00:00',
            resource: { _id: 'staff-1', name: 'Ana' },
            location: { _id: 'loc-1', name: 'Studio', locationType: 'OWNER_BUSINESS' },
          },
        },
      },
    });
    expect(JSON.parse(seen[0]!.body)).toStrictEqual({
      bookingsCheckout: {
        timezone: 'Europe/Berlin',
        slotAvailability: {
          bookable: true,
          slot: {
            serviceId: 'svc-1',
            scheduleId: 'sch-1',
            startDate: '2026-03-01T10:00:00',
            endDate: '2026-03-01T11:00:00',
            resource: { id: 'staff-1', name: 'Ana' },
            location: { id: 'loc-1', name: 'Studio', locationType: 'OWNER_BUSINESS' },
          },
        },
      },
    });
  });
});
