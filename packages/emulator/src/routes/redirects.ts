import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { ok, principal } from '../respond';
import { s, type Schema } from '../validate';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { newId } from '../context';
import { cartOwnerKey } from '../tokens/principal';
import type { RedirectSessionRecord } from '../redirects/records';
import { checkRedirectUri } from '../redirects/allowed';

export const REDIRECT_SESSION_LIFETIME_MS = 30 * 60 * 1000;

const INTENTS = ['bookingsCheckout', 'ecomCheckout', 'eventsCheckout', 'paidPlansCheckout', 'login', 'logout', 'auth', 'storesProduct', 'bookingsBook'] as const;

const url: Schema = s.str({ maxLength: 2048 });

function absoluteUrl(value: string | undefined, field: string): void {
  if (value === undefined) return;
  let ok = false;
  try {
    const u = new URL(value);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) throw new ValidationError([{ field, description: 'must be an absolute http(s) URL', violatedRule: 'FORMAT' }]);
}

export function registerRedirects(app: Hono<AppEnv>, prefix: string): void {
  app.post(`${prefix}/v1/redirect-session`, async (c) => {
    const ctx = c.get('ctx');
    const p = principal(c);
    if (!p) throw new UnauthenticatedError('Creating a redirect session needs an access token');
    const body = await readJson<Record<string, Record<string, unknown> | undefined>>(c, {
      bookingsCheckout: s.obj({}),
      ecomCheckout: s.obj({ checkoutId: s.req(s.str({ minLength: 1 })) }),
      eventsCheckout: s.obj({}),
      paidPlansCheckout: s.obj({}),
      login: s.obj({}),
      logout: s.obj({ clientId: s.str() }),
      auth: s.obj({
        authRequest: s.req(
          s.obj({
            // Left out by the silent sign-in (web_message): the app's allowed origins get the answer.
            redirectUri: url,
            clientId: s.req(s.str({ minLength: 1 })),
            codeChallenge: s.req(s.str({ minLength: 43, maxLength: 128 })),
            codeChallengeMethod: s.req(s.enum(['S256'])),
            responseMode: s.enum(['fragment', 'query', 'web_message']),
            responseType: s.enum(['code']),
            scope: s.str(),
            state: s.req(s.str({ minLength: 1, maxLength: 2048 })),
            sessionToken: s.str(),
          }, { strict: true }),
        ),
        prompt: s.enum(['login', 'none', 'consent', 'select_account']),
      }),
      storesProduct: s.obj({}),
      bookingsBook: s.obj({}),
      callbacks: s.obj({ postFlowUrl: url, thankYouPageUrl: url, bookingsServiceListUrl: url, cartPageUrl: url, planListUrl: url, loginUrl: url }),
      preferences: s.any(),
    });
    const present = INTENTS.filter((k) => body[k] !== undefined);
    if (present.length !== 1)
      throw new ValidationError([{ field: 'body', description: `must name exactly one of ${INTENTS.join(', ')}${present.length ? ` (got ${present.join(', ')})` : ''}`, violatedRule: 'VALIDATION' }]);
    const section = present[0]!;
    const callbacks = (body.callbacks ?? {}) as RedirectSessionRecord['callbacks'];
    absoluteUrl(callbacks.postFlowUrl, 'callbacks.postFlowUrl');
    absoluteUrl(callbacks.thankYouPageUrl, 'callbacks.thankYouPageUrl');
    const record: RedirectSessionRecord = {
      id: newId(),
      kind: 'generic',
      section,
      createdAt: ctx.now(),
      expiresAt: ctx.now() + REDIRECT_SESSION_LIFETIME_MS,
      ...(p.kind !== 'apiKey' ? { visitorId: p.visitorId } : {}),
      ...(p.kind === 'member' ? { memberId: p.memberId } : {}),
      callbacks,
      data: (body[section] ?? {}) as Record<string, unknown>,
    };
    if (section === 'auth') {
      const auth = body.auth as unknown as NonNullable<RedirectSessionRecord['auth']> & { prompt?: string };
      absoluteUrl(auth.authRequest.redirectUri, 'auth.authRequest.redirectUri');
      checkRedirectUri(ctx, auth.authRequest);
      record.kind = 'auth';
      record.auth = {
        authRequest: { ...auth.authRequest, responseMode: auth.authRequest.responseMode ?? 'fragment', responseType: 'code' },
        prompt: (auth.prompt as NonNullable<RedirectSessionRecord['auth']>['prompt']) ?? 'login',
      };
    } else if (section === 'login') record.kind = 'login';
    else if (section === 'logout') {
      record.kind = 'logout';
      record.logout = { clientId: String((body.logout as { clientId?: string }).clientId ?? '') };
    } else if (section === 'ecomCheckout') {
      const checkoutId = String((body.ecomCheckout as { checkoutId: string }).checkoutId);
      const checkout = ctx.store.table('checkouts').get(checkoutId);
      if (!checkout) throw new NotFoundError('CHECKOUT_NOT_FOUND', `Checkout ${checkoutId} not found`);
      if (p.kind !== 'apiKey' && checkout.ownerKey !== cartOwnerKey(p)) throw new ForbiddenError('The checkout belongs to another visitor');
      record.kind = 'checkout';
      record.checkoutId = checkoutId;
    }
    ctx.store.write(() => ctx.store.table('redirect_sessions').put(record.id, record));
    const endpoint = `${ctx.url}/__vitrine/pages/${record.kind}`;
    const sessionToken = record.auth?.authRequest.sessionToken;
    return ok(c, {
      redirectSession: {
        id: record.id,
        fullUrl: `${endpoint}?session=${record.id}`,
        urlDetails: { endpoint, searchParams: { session: record.id } },
        ...(sessionToken ? { sessionToken } : {}),
      },
    });
  });
}
