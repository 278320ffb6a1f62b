import { describe, expect, test } from 'vitest';
import { login, recover, register, sendActivationEmail, sendRecoveryEmail, signOn } from '@vitrine/identity';
import { clients, inbox, LAYOUT_NAMES, rejection, SHOP_ORIGIN, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';

// The reset links go to https://shop.example, an origin of the suite's app.
const suite = { clientId: 'sdk-suite', allowedRedirectOrigins: [SHOP_ORIGIN, 'https://shop.example'] };
const { emu } = await bootForFile({ oauthApps: [...TEST_OAUTH_APPS, suite] });
resetSignInSettingsAfterEach(emu);

describe.each(LAYOUT_NAMES)('@vitrine/identity against the emulator, %s layout', (pathLayout) => {
  const email = (name: string) => `${name}-${pathLayout}@vitrine.dev`;

  test('recovery: sendRecoveryEmail → recover; sendActivationEmail; signOn with the API key only', async () => {
    const { visitor, merchant, visitorSent } = clients(emu, pathLayout);
    const ada = email('ada');
    const { identity } = await register(visitor, { loginId: { email: ada }, password: 'secret-1' });

    await expect(
      sendRecoveryEmail(visitor, {
        email: ada,
        redirect: { url: 'https://shop.example/reset', clientId: 'sdk-suite' },
      }),
    ).resolves.toEqual({});
    const [mail] = await inbox(emu, ada);
    expect([mail!.kind, mail!.subject]).toEqual(['password-recovery', 'Reset your password']);
    const link = new URL(mail!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/reset');
    const recoveryToken = link.searchParams.get('recoveryToken')!;
    const recovered = await recover(visitor, { recoveryToken, password: 'secret-2' });
    expect(recovered.identity).toMatchObject({
      _id: identity!._id,
      revision: '2',
      email: { address: ada, isVerified: true },
    });
    expect(recovered.identity._updatedDate).toBeInstanceOf(Date);
    expect((await login(visitor, { loginId: { email: ada }, password: 'secret-2' })).state).toBe('SUCCESS');
    expect(await rejection(recover(visitor, { recoveryToken, password: 'secret-3' }))).toMatchObject({
      status: 400,
      code: 'INVALID_RECOVERY_TOKEN',
      message: 'The recovery token is unknown, used or expired',
    });

    await expect(sendActivationEmail(visitor, { identityId: identity!._id })).resolves.toEqual({});
    const [activation] = await inbox(emu, ada);
    expect(activation!.link!.startsWith(`${emu.url}/__vitrine/pages/recover?recoveryToken=`)).toBe(true);
    expect(await rejection(sendActivationEmail(visitor, { identityId: 'nobody' }))).toMatchObject({
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
      message: 'Identity nobody not found',
    });

    const newcomer = email('newcomer');
    const signedOn = await signOn(merchant, { loginId: { email: newcomer }, profile: { nickname: 'new' } });
    expect(Object.keys(signedOn).sort()).toEqual(['identity', 'sessionToken', 'state']);
    expect(signedOn.state).toBe('SUCCESS');
    expect(signedOn.identity).toMatchObject({
      identityProfile: { nickname: 'new' },
      email: { address: newcomer, isVerified: true },
      status: { name: 'ACTIVE', reasons: [] },
    });
    expect(signedOn.identity?._createdDate).toBeInstanceOf(Date);
    expect((await signOn(merchant, { loginId: { email: newcomer } })).identity?._id).toBe(signedOn.identity?._id);
    expect(await rejection(signOn(visitor, { loginId: { email: newcomer } }))).toMatchObject({
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Sign-on needs an API key; a visitor or member token cannot sign members on',
    });

    expect(visitorSent.filter((s) => s.includes('/recovery/'))).toEqual([
      'POST main /_api/iam/recovery/v1/send-email',
      'POST main /_api/iam/recovery/v1/recover',
      'POST main /_api/iam/recovery/v1/recover',
      'POST main /_api/iam/recovery/v1/activation-email',
      'POST main /_api/iam/recovery/v1/activation-email',
    ]);
  });
});
