import { describe, expect, test } from 'vitest';
import { parseOAuthAppFlags } from '../src/tokens/flag';
import { OAuthAppError } from '../src/tokens/origins';

function failure(values: string[]): OAuthAppError {
  try {
    parseOAuthAppFlags(values);
  } catch (e) {
    if (e instanceof OAuthAppError) return e;
    throw e;
  }
  throw new Error('expected the flags to be refused');
}

describe('--oauth-app <clientId>=<origin>[,<origin>]', () => {
  test('one app per client id; origins normalised as browsers report them; a repeated client id collects its origins', () => {
    expect(parseOAuthAppFlags([])).toEqual([]);
    expect(
      parseOAuthAppFlags([
        'vitrine-storefront=http://localhost:4173, http://127.0.0.1:4173/',
        'shop=HTTPS://Shop.Example:443',
        'vitrine-storefront=http://localhost:4173,https://preview.example',
      ]),
    ).toEqual([
      {
        clientId: 'vitrine-storefront',
        allowedRedirectOrigins: ['http://localhost:4173', 'http://127.0.0.1:4173', 'https://preview.example'],
      },
      { clientId: 'shop', allowedRedirectOrigins: ['https://shop.example'] },
    ]);
  });

  test('a value with a path is an exact redirect URI, kept as written; origins and URIs may be mixed', () => {
    expect(
      parseOAuthAppFlags(['shop=https://shop.example/auth/callback,http://localhost:3000,HTTP://Shop.Example/cb?x=1']),
    ).toEqual([
      {
        clientId: 'shop',
        redirectUris: ['https://shop.example/auth/callback', 'HTTP://Shop.Example/cb?x=1'],
        allowedRedirectOrigins: ['http://localhost:3000'],
      },
    ]);
  });

  test('bad values fail with the exact message and the value', () => {
    for (const [value, message] of [
      ['shop', '--oauth-app must be <clientId>=<redirect URI or origin>[,…], got "shop"'],
      ['=http://a.example', '--oauth-app must be <clientId>=<redirect URI or origin>[,…], got "=http://a.example"'],
      ['shop=', '--oauth-app must be <clientId>=<redirect URI or origin>[,…], got "shop="'],
      [
        'shop=http://a.example,',
        '--oauth-app must be <clientId>=<redirect URI or origin>[,…], got "shop=http://a.example," (an empty origin)',
      ],
      ['shop=a.example', '--oauth-app shop: "a.example" is not an absolute URL'],
      ['shop=ftp://a.example', '--oauth-app shop: "ftp://a.example" is not an http(s) URL'],
      ['shop=http://user@a.example', '--oauth-app shop: "http://user@a.example" has a user name or password'],
      [
        'shop=http://a.example#x',
        '--oauth-app shop: "http://a.example#x" has a fragment, which a redirect URI may not have',
      ],
      ['shop=http://a.example/cb\\x', '--oauth-app shop: "http://a.example/cb\\x" has a backslash'],
    ] as const) {
      const e = failure([value]);
      expect([e.name, e.message, e.value]).toEqual(['OAuthAppError', message, value]);
    }
  });
});
