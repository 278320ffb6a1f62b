import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { generateOAuthData, getAuthUrl, logout } from '../src';
import { HOST, rejection, setup, tokens, useServer } from './helpers';

const server = useServer();
const UNREADABLE = 'sessionToken=secret-session-token <html>';

// The redirect session answer carries a session token: auth goes through @vitrine/redirects' one call, which is
// `sensitive`, so an unreadable answer leaves nothing of itself on the error (auth's own copy dropped the flag).
describe('the redirect session auth creates is sensitive', () => {
  it('getAuthUrl: an unreadable answer keeps no excerpt of its body', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => new HttpResponse(UNREADABLE, { status: 200 })),
    );
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const error = (await rejection(
      getAuthUrl(client, await generateOAuthData('https://shop.example/return')),
    )) as Error & { code?: string; bodyExcerpt?: string };
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.bodyExcerpt).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain('secret-session-token');
  });

  it('logout: an unreadable answer keeps no excerpt of its body, and the member stays signed in', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => new HttpResponse(UNREADABLE, { status: 200 })),
    );
    const { client, auth } = setup({ tokens: tokens('member-at', 'member') });
    const error = (await rejection(logout(client, 'https://shop.example/'))) as Error & {
      code?: string;
      bodyExcerpt?: string;
    };
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.bodyExcerpt).toBeUndefined();
    expect(auth.loggedIn()).toBe(true);
  });
});
