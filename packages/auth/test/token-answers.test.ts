import { isNetworkError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isAuthError } from '../src';
import {
  nowSeconds,
  rejection,
  setup,
  tokenAnswer,
  tokens,
  TOKEN_URL,
  restoreTimersAndGlobals,
  useServer,
} from './helpers';

const server = useServer();
restoreTimersAndGlobals();

describe('token answers', () => {
  const kept = tokens('old', 'member', nowSeconds() - 5);

  it.each([
    ['a 200 that is not JSON', () => new HttpResponse('<html>ok</html>', { status: 200 }), 200],
    [
      'a 200 cut short',
      () =>
        new HttpResponse('{"access_token":"a","refr', { status: 200, headers: { 'content-type': 'application/json' } }),
      200,
    ],
    ['JSON null', () => HttpResponse.json(null), 200],
    ['a JSON array', () => HttpResponse.json([]), 200],
    ['a JSON string', () => HttpResponse.json('x'), 200],
    ['a JSON number', () => HttpResponse.json(42), 200],
    ['no access_token', () => HttpResponse.json({ refresh_token: 'r', expires_in: 10 }), 200],
    [
      'access_token not a string',
      () => HttpResponse.json({ access_token: 5, refresh_token: 'r', expires_in: 10 }),
      200,
    ],
    [
      'expires_in not a number',
      () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: 'soon' }),
      200,
    ],
    [
      'expires_in infinite',
      () => new HttpResponse('{"access_token":"a","refresh_token":"r","expires_in":1e400}', { status: 200 }),
      200,
    ],
    ['expires_in null', () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: null }), 200],
    ['refresh_token null', () => HttpResponse.json({ access_token: 'a', refresh_token: null, expires_in: 10 }), 200],
    [
      'an HTML error page',
      () => new HttpResponse('<html>down</html>', { status: 503, headers: { 'x-request-id': 'req-9' } }),
      503,
    ],
    ['an empty 502', () => new HttpResponse(null, { status: 502 }), 502],
    [
      'a redirect (never followed)',
      () => new HttpResponse(null, { status: 302, headers: { location: 'https://evil.example/steal' } }),
      302,
    ],
    ['error as an object', () => HttpResponse.json({ error: { reason: 'x' } }, { status: 401 }), 401],
    [
      'problem+json',
      () =>
        HttpResponse.json(
          { title: 'Bad', detail: 'nope' },
          { status: 401, headers: { 'content-type': 'application/problem+json' } },
        ),
      401,
    ],
  ])('5: %s → something went wrong with the status, tokens kept', async (_, answer, status) => {
    const requests: string[] = [];
    server.use(
      http.post(TOKEN_URL, ({ request }) => (requests.push(request.url), answer())),
      http.all('https://evil.example/*', () => HttpResponse.error()),
    );
    const { auth, storage } = setup({ tokens: kept });
    await storage.set('tokens', JSON.stringify(kept));
    const error = await rejection(auth.generateVisitorTokens());
    expect(isAuthError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'something went wrong', code: 'TOKEN_REQUEST_FAILED', status });
    expect(requests).toEqual([TOKEN_URL]);
    expect(auth.getTokens()).toEqual(kept);
    expect(JSON.parse(String(await storage.get('tokens')))).toEqual(kept);
  });

  it('5: a numeric string expires_in is accepted and the stored expiry is an integer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.750Z'));
    server.use(http.post(TOKEN_URL, () => tokenAnswer('a', 'r', '100.5')));
    const { auth } = setup();
    const result = await auth.generateVisitorTokens();
    expect(result.accessToken.expiresAt).toBe(1893456101);
  });

  it('2: the request id is kept and no body excerpt of a token answer', async () => {
    server.use(
      http.post(
        TOKEN_URL,
        () => new HttpResponse('secret-looking body', { status: 503, headers: { 'x-request-id': 'req-7' } }),
      ),
    );
    const error = await rejection(setup().auth.generateVisitorTokens());
    expect(error).toMatchObject({ status: 503, requestId: 'req-7' });
    expect((error.cause as { bodyExcerpt?: string }).bodyExcerpt).toBeUndefined();
  });

  it('6: an answer over 1 MiB is not read to the end', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    server.use(http.post(TOKEN_URL, () => new HttpResponse(body, { status: 200 })));
    const error = await rejection(setup().auth.generateVisitorTokens());
    expect(error).toMatchObject({ name: 'AuthError', message: 'something went wrong', status: 200 });
    expect(error.cause).toMatchObject({ name: 'AnswerTooLargeError', limit: 1048576, status: 200 });
    expect(pulled).toBeLessThan(40);
  });

  it('10: a dropped connection on a visitor grant is a NetworkError', async () => {
    server.use(http.post(TOKEN_URL, () => HttpResponse.error()));
    expect(isNetworkError(await rejection(setup().auth.generateVisitorTokens()))).toBe(true);
  });

  it('no message ever contains a token', async () => {
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'bad' }, { status: 400 }),
      ),
    );
    const { auth } = setup({ tokens: tokens('secret-access', 'visitor', nowSeconds() - 5, 'secret-refresh') });
    const error = await rejection(auth.renewToken());
    expect(`${error.message} ${String(error.stack)}`).not.toMatch(/secret/);
  });
});
