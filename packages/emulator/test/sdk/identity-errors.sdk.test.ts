import { describe, expect, test } from 'vitest';
import { login, register } from '@vitrine/identity';
import { clients, LAYOUT_NAMES, rejection, settings, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);

describe.each(LAYOUT_NAMES)('@vitrine/identity against the emulator, %s layout', (pathLayout) => {
  test('errors: a malformed e-mail is a validation error on loginId.email; taken e-mail, wrong password and reset codes', async () => {
    const { visitor } = clients(emu, pathLayout);
    const malformed = await rejection(login(visitor, { loginId: { email: 'not-an-email' }, password: 'secret-1' }));
    expect(malformed).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "loginId.email" must be a valid e-mail address',
      violations: [
        {
          field: 'loginId.email',
          description: 'must be a valid e-mail address',
          violatedRule: 'FORMAT',
          data: { type: 'EMAIL' },
        },
      ],
    });
    expect(
      await rejection(register(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'secret-1' })),
    ).toMatchObject({
      name: 'ApplicationError',
      status: 409,
      code: '-19995',
      message: 'A member with the e-mail ada@vitrine.dev already exists',
    });
    expect(await rejection(login(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'nope' }))).toMatchObject({
      status: 400,
      code: '-19976',
      message: 'Wrong e-mail or password',
    });
    expect(
      await rejection(login(visitor, { loginId: { email: 'reset@vitrine.dev' }, password: 'vitrine-demo' })),
    ).toMatchObject({
      status: 400,
      code: '-19973',
      message: 'The password must be reset before logging in',
    });
    await settings(emu, { requireCaptcha: true });
    expect(
      await rejection(login(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' })),
    ).toMatchObject({ code: '-19971', message: 'A captcha token is required' });
    expect(
      await rejection(
        login(visitor, {
          loginId: { email: 'ada@vitrine.dev' },
          password: 'vitrine-demo',
          captchaTokens: [{ Recaptcha: 'forged' }],
        }),
      ),
    ).toMatchObject({
      code: '-19970',
      message: 'The captcha token is invalid',
    });
    expect(
      (
        await login(visitor, {
          loginId: { email: 'ada@vitrine.dev' },
          password: 'vitrine-demo',
          captchaTokens: [{ InvisibleRecaptcha: 'vitrine-captcha-ok' }],
        })
      ).state,
    ).toBe('SUCCESS');
  });
});
