import { anything, obj, oneOf, opt, str, strict, type Out } from '../schema/kit';

const url = opt(str({ maxLength: 2048 }));
const none = opt(obj({}));

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
  ecomCheckout: opt(obj({ checkoutId: str({ minLength: 1 }) })),
  eventsCheckout: none,
  paidPlansCheckout: none,
  login: none,
  logout: opt(obj({ clientId: opt(str()) })),
  auth: opt(obj({ authRequest, prompt: opt(oneOf(['login', 'none', 'consent', 'select_account'])) })),
  storesProduct: none,
  bookingsBook: none,
  callbacks: opt(callbacks),
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
