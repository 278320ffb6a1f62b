import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRedirectSession, type CreateRedirectSessionResponse } from '../src';
import type { Seen } from '../../../test-support/msw';
import { LOGIN } from './support/login-request';
import { client, HOST, useRedirectServer } from './support/server';

const { answer } = useRedirectServer();

describe('createRedirectSession: the call', () => {
  it.each([
    ['api', `${HOST}/_api/redirects-api/v1/redirect-session`],
    ['site', `${HOST}/headless/v1/redirect-session`],
  ] as const)('POSTs the request as JSON to the main host in the %s layout', async (layout, url) => {
    const seen: Seen[] = [];
    answer(url, seen);
    await createRedirectSession(client(layout), LOGIN);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe(url);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers.authorization).toBe('visitor-token');
    expect(seen[0]!.body).toBe(
      '{"auth":{"authRequest":{"redirectUri":"https://shop.test/callback","clientId":"client-1",' +
        '"codeChallenge":"E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM","codeChallengeMethod":"S256",' +
        '"responseMode":"fragment","responseType":"code","scope":"offline_access","state":"state-1"},"prompt":"login"}}',
    );
  });

  it('resolves to the answer with the id renamed to _id', async () => {
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, []);
    const result = await createRedirectSession(client(), LOGIN);
    expect(result).toStrictEqual({
      redirectSession: {
        _id: 'rs-1',
        fullUrl: 'https://shop.test/oauth2/authorize?state=s',
        urlDetails: { endpoint: 'https://shop.test/oauth2/authorize', searchParams: { state: 's' } },
        sessionToken: 'st-1',
      },
    });
    expectTypeOf(result).toEqualTypeOf<CreateRedirectSessionResponse>();
  });

  it('passes the caller signal through: an aborted call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createRedirectSession(client(), LOGIN, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
