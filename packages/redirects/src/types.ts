import type { LocationType, Prompt } from './enums';

/** A bookings checkout: the slot to book, as the availability calendar returned it. */
export interface BookingsCheckoutSection {
  slotAvailability: SlotAvailability;
  /** IANA time zone to show the slot in, e.g. `Europe/Berlin`; default the slot's own. */
  timezone?: string;
}

export interface SlotAvailability {
  slot: Slot;
  bookable?: boolean;
  totalSpots?: number;
  openSpots?: number;
}

export interface Slot {
  serviceId: string;
  scheduleId: string;
  /** RFC 3339 local date-time of the start; with `timezone` its offset is ignored. */
  startDate: string;
  endDate: string;
  sessionId?: string;
  timezone?: string;
  /** The staff member. */
  resource?: { _id: string; name?: string };
  location?: SlotLocation;
}

export interface SlotLocation {
  /** Set for business locations (`locationType` `OWNER_BUSINESS`). */
  _id?: string;
  name?: string;
  formattedAddress?: string;
  locationType?: LocationType;
}

/**
 * An eCommerce checkout: a Cart V2's own `_id` (`@vitrine/cart/v2`'s `createCheckoutRedirect` gives it), or the id
 * v1's deprecated `createCheckoutFromCurrentCart` returned.
 */
export interface EcomCheckoutSection {
  checkoutId: string;
}

/** An events checkout of a temporary ticket reservation. */
export interface EventsCheckoutSection {
  reservationId: string;
  /** The event's URL slug, e.g. `my-event-4`. */
  eventSlug: string;
}

export interface PaidPlansCheckoutSection {
  planId: string;
  /** The `checkoutData` query parameter a custom plans page received; passed back unchanged. */
  checkoutData?: string;
}

/** The hosted login page, without first checking whether the visitor is signed in: an empty object. */
export type LoginSection = Record<string, never>;

/** Ends the member's session on the platform's domain. */
export interface LogoutSection {
  /** The OAuth app's client id. */
  clientId: string;
}

/** Response modes of the authorization page: where `code` and `state` come back. */
export type ResponseMode = 'fragment' | 'query' | 'web_message';

/** The OAuth authorization request of the sign-in flow (authorization code with PKCE). */
export interface AuthRequest {
  redirectUri: string;
  clientId: string;
  codeChallenge: string;
  codeChallengeMethod: 'S256';
  responseMode: ResponseMode;
  responseType: 'code';
  scope: 'offline_access';
  state: string;
  /** A session token from a custom login form; used by the silent flow. */
  sessionToken?: string;
}

export interface AuthSection {
  authRequest: AuthRequest;
  /** Default `login`; the silent flow uses `none`. */
  prompt?: Prompt;
}

/** A stores product page. */
export interface StoresProductSection {
  productSlug: string;
}

/** The bookings book page, optionally filtered to one resource (staff member). */
export interface BookingsBookSection {
  resourceId?: string;
}

/** Pages of the storefront to come back to; absolute http(s) URLs. */
export interface Callbacks {
  /** Where the visitor goes when the flow ends, is abandoned or fails (not for `auth`: use `redirectUri`). */
  postFlowUrl?: string;
  /** A custom thank-you page after a checkout; the platform adds the order's ids as query parameters. */
  thankYouPageUrl?: string;
  bookingsServiceListUrl?: string;
  cartPageUrl?: string;
  planListUrl?: string;
  loginUrl?: string;
}

/** Options of the hosted pages. The specification lists none, so the section stays open. */
export interface Preferences {
  /** Keep the visitor's identity on the hosted page (default true; not for `logout` and `auth`). */
  maintainIdentity?: boolean;
  /** Extra query parameters for the hosted page's URL, e.g. UTM campaign parameters. */
  additionalQueryParameters?: Record<string, string>;
  [preference: string]: unknown;
}

/** The sections of which a request names exactly one: the flow to hand the visitor to. */
export interface RedirectIntents {
  bookingsCheckout: BookingsCheckoutSection;
  ecomCheckout: EcomCheckoutSection;
  eventsCheckout: EventsCheckoutSection;
  paidPlansCheckout: PaidPlansCheckoutSection;
  login: LoginSection;
  logout: LogoutSection;
  auth: AuthSection;
  storesProduct: StoresProductSection;
  bookingsBook: BookingsBookSection;
}

// Exactly one intent: each member of the union sets one section and forbids the others.
type OneIntent = {
  [K in keyof RedirectIntents]: { [P in K]: RedirectIntents[P] } & {
    [P in Exclude<keyof RedirectIntents, K>]?: never;
  };
}[keyof RedirectIntents];

/** The body of `createRedirectSession`: one intent, plus optional callbacks and preferences. */
export type RedirectSessionRequest = OneIntent & {
  callbacks?: Callbacks;
  preferences?: Preferences;
};

export interface UrlDetails {
  /** The hosted page without its query, e.g. `https://shop.example/oauth2/authorize`. */
  endpoint: string;
  searchParams: Record<string, string>;
}

/** Where to send the visitor. */
export interface RedirectSession {
  _id: string;
  fullUrl: string;
  urlDetails: UrlDetails;
  /** Keeps the visitor's identity on the hosted page, when the platform gives one. */
  sessionToken?: string;
}

export interface CreateRedirectSessionResponse {
  redirectSession: RedirectSession;
}
