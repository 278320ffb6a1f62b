import * as v from 'valibot';
import { anything, obj, oneOf, opt, str, strict, type Out } from '../schema/kit';

const url = opt(str({ maxLength: 2048 }));

/** A section sent as `null` is absent (the platform reads `null` as unset): it names no intent. */
const section = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    opt(schema),
    v.transform((value) => value ?? undefined),
  );
const none = section(obj({}));

export const authRequest = strict({
  // Left out by the silent sign-in (web_message): the app's allowed origins get the answer.
  redirectUri: url,
  clientId: str({ minLength: 1 }),
  codeChallenge: str({ minLength: 43, maxLength: 128 }),
  codeChallengeMethod: oneOf(['S256']),
  responseMode: opt(oneOf(['fragment', 'query', 'web_message'])),
  responseType: opt(oneOf(['code'])),
  scope: opt(str()),
  state: str({ minLength: 1, maxLength: 2048 }),
  sessionToken: opt(str()),
});

export const callbacks = obj({
  postFlowUrl: url,
  thankYouPageUrl: url,
  bookingsServiceListUrl: url,
  cartPageUrl: url,
  planListUrl: url,
  loginUrl: url,
});
export type Callbacks = Out<typeof callbacks>;

export const redirectSessionRequest = strict({
  bookingsCheckout: none,
  ecomCheckout: section(obj({ checkoutId: str({ minLength: 1 }) })),
  eventsCheckout: none,
  paidPlansCheckout: none,
  login: none,
  logout: section(obj({ clientId: opt(str()) })),
  auth: section(obj({ authRequest, prompt: opt(oneOf(['login', 'none', 'consent', 'select_account'])) })),
  storesProduct: none,
  bookingsBook: none,
  callbacks: section(callbacks),
  preferences: anything(),
});
export type RedirectSessionRequest = Out<typeof redirectSessionRequest>;

export const INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
] as const;

/** Cart V2's checkout URL by cart id: the platform SDK repeats the path's id in the body; the path decides. */
export const checkoutUrlRequest = strict({ cartId: opt(str()), currencyCode: opt(str({ maxLength: 3 })) });
