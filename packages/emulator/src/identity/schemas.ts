import { anything, arr, bool, isRecord, obj, oneOf, opt, str, strict, type Out } from '../schema/kit';
import { wireAddress } from '../schema/address';
import { MIN_PASSWORD_LENGTH } from './password';

const name = opt(str({ maxLength: 100 }));
const list = opt(arr(anything()));

export const profile = obj({
  firstName: name,
  lastName: name,
  nickname: name,
  phones: list,
  addresses: opt(arr(obj({ address: opt(wireAddress), tag: opt(str()) }))),
  customFields: list,
  privacyStatus: opt(oneOf(['UNDEFINED', 'PUBLIC', 'PRIVATE'])),
  emails: list,
  picture: anything(),
  labels: list,
});
export type Profile = Out<typeof profile>;

const loginId = obj({ email: opt(str({ maxLength: 254 })) });
const captchaTokens = opt(arr(obj({ Recaptcha: opt(str()), InvisibleRecaptcha: opt(str()), NoCaptcha: opt(str()) })));
const password = str({ maxLength: 256 });
const newPassword = str({ minLength: MIN_PASSWORD_LENGTH, maxLength: 256 });

export const registerV2 = strict({
  loginId,
  password,
  profile: opt(profile),
  captchaTokens,
  clientMetaData: anything(),
});

export const loginV2 = strict({ loginId, password, captchaTokens });

export const registerV1 = strict({
  identity: opt(obj({ identityProfile: opt(profile), email: anything() })),
  authenticatorId: opt(str()),
  inputs: anything(),
  captchaTokens,
  loginId: opt(loginId),
});

export const loginV1 = strict({
  identifier: anything(),
  authenticatorId: opt(str()),
  inputs: anything(),
  captchaTokens,
  loginId: opt(loginId),
});

export const changePassword = strict({ newPassword });
export const ssoLogin = strict({ idpConnectionId: opt(str()), tokenParams: anything() });
export const stateToken = strict({ stateToken: str() });

export const signOn = strict({
  loginId,
  profile: opt(profile),
  verifyEmail: opt(bool()),
  mergeExistingContact: opt(bool()),
});
export type SignOn = Out<typeof signOn>;

export const sendRecoveryEmail = strict({
  email: str({ maxLength: 254 }),
  language: opt(str()),
  redirect: opt(obj({ url: opt(str()), clientId: opt(str()) })),
});

export const activationEmail = strict({ identityId: str(), emailOptions: anything() });
export const recover = strict({ recoveryToken: str(), password: newPassword });
export const startVerification = strict({ identityId: str(), target: opt(oneOf(['UNKNOWN_TARGET', 'EMAIL'])) });
export const verify = strict({ code: str({ maxLength: 20 }), stateToken: str() });

/** The v1 password: `inputs[0].value` (or `inputs.password`). */
export function v1Password(inputs: unknown): unknown {
  if (Array.isArray(inputs)) {
    const first: unknown = inputs[0];
    return isRecord(first) ? first.value : undefined;
  }
  return isRecord(inputs) ? inputs.password : undefined;
}

/** The v1 e-mail: a string, `{email}`, `{email: {address}}` or the first of `identityProfile.emails`. */
export function v1Email(...candidates: unknown[]): unknown {
  for (const c of candidates) {
    if (typeof c === 'string') return c;
    if (!isRecord(c)) continue;
    if (c.email !== undefined) return isRecord(c.email) ? c.email.address : c.email;
    const emails = isRecord(c.identityProfile) ? c.identityProfile.emails : undefined;
    const first: unknown = Array.isArray(emails) ? emails[0] : undefined;
    if (isRecord(first) && first.email !== undefined) return first.email;
  }
  return undefined;
}
