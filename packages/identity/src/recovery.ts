import { post } from './call';
import { WITH_IDENTITY } from './shapes';
import type { EmptyResponse } from './types/authentication';
import type {
  RecoverRequest,
  RecoverResponse,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
} from './types/recovery';

/** `POST /recovery/v1/send-email`: mails a password-reset link. */
export const sendRecoveryEmail = /* @__PURE__ */ post<SendRecoveryEmailRequest, EmptyResponse>(
  '/recovery/v1/send-email',
);

/** `POST /recovery/v1/activation-email`: mails an identity the link to set its first password. */
export const sendActivationEmail = /* @__PURE__ */ post<SendActivationEmailRequest, EmptyResponse>(
  '/recovery/v1/activation-email',
);

/** `POST /recovery/v1/recover`: sets a new password with the mailed recovery token. */
export const recover = /* @__PURE__ */ post<RecoverRequest, RecoverResponse>('/recovery/v1/recover', {
  response: WITH_IDENTITY,
});
