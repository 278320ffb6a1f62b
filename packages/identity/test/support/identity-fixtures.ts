import type { Identity } from '../../src';

/** An identity as the platform sends it (docs/wire-answers.md), with custom fields of every kind. */
export const wireIdentity = () => ({
  id: 'id-1',
  revision: '3',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-02-03T04:05:06.000Z',
  identityProfile: {
    firstName: 'Ana',
    emails: [{ email: 'ana@shop.test', tag: 'MAIN' }],
    phones: [{ phone: '+4930123', tag: 'MOBILE' }],
    addresses: [
      {
        tag: 'SHIPPING',
        address: {
          country: 'DE',
          city: 'Berlin',
          postalCode: '10115',
          addressLine: 'Invalidenstr. 1',
          formattedAddress: 'Invalidenstr. 1, Berlin',
          geocode: { latitude: 52.5, longitude: 'NaN' },
        },
      },
    ],
    customFields: [
      { name: 'birthday', value: { dateValue: '1990-05-06T00:00:00.000Z' } },
      { name: 'shoeSize', value: { numValue: 42 } },
      { name: 'note', value: { strValue: '2026-01-01T00:00:00.000Z' } },
      {
        name: 'visits',
        value: { listValue: { value: [{ dateValue: '2026-03-01T10:00:00.000Z' }, { strValue: 'x' }] } },
      },
      {
        name: 'prefs',
        value: {
          mapValue: {
            value: {
              since: { dateValue: '2025-12-24T18:00:00.000Z' },
              history: { listValue: { value: [{ dateValue: '2025-01-01T00:00:00.000Z' }] } },
              empty: { dateValue: '' },
            },
          },
        },
      },
    ],
    privacyStatus: 'PRIVATE',
  },
  status: { name: 'ACTIVE', reasons: [] },
  email: { address: 'ana@shop.test', isVerified: true },
});

export const sdkIdentity: Identity = {
  _id: 'id-1',
  revision: '3',
  _createdDate: new Date('2026-01-02T03:04:05.000Z'),
  _updatedDate: new Date('2026-02-03T04:05:06.000Z'),
  identityProfile: {
    firstName: 'Ana',
    emails: [{ email: 'ana@shop.test', tag: 'MAIN' }],
    phones: [{ phone: '+4930123', tag: 'MOBILE' }],
    addresses: [
      {
        tag: 'SHIPPING',
        address: {
          country: 'DE',
          city: 'Berlin',
          postalCode: '10115',
          addressLine1: 'Invalidenstr. 1',
          formatted: 'Invalidenstr. 1, Berlin',
          location: { latitude: 52.5, longitude: NaN },
        },
      },
    ],
    customFields: [
      { name: 'birthday', value: { dateValue: new Date('1990-05-06T00:00:00.000Z') } },
      { name: 'shoeSize', value: { numValue: 42 } },
      // A string value stays a string even when it looks like a date.
      { name: 'note', value: { strValue: '2026-01-01T00:00:00.000Z' } },
      {
        name: 'visits',
        value: { listValue: { value: [{ dateValue: new Date('2026-03-01T10:00:00.000Z') }, { strValue: 'x' }] } },
      },
      {
        name: 'prefs',
        value: {
          mapValue: {
            value: {
              since: { dateValue: new Date('2025-12-24T18:00:00.000Z') },
              history: { listValue: { value: [{ dateValue: new Date('2025-01-01T00:00:00.000Z') }] } },
              empty: { dateValue: undefined },
            },
          },
        },
      },
    ],
    privacyStatus: 'PRIVATE',
  },
  status: { name: 'ACTIVE', reasons: [] },
  email: { address: 'ana@shop.test', isVerified: true },
};
