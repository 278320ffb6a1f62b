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

  test('bad values fail with the exact message and the value', () => {
    for (const [value, message] of [
      ['shop', '--oauth-app must be <clientId>=<origin>[,<origin>], got "shop"'],
      ['=http://a.example', '--oauth-app must be <clientId>=<origin>[,<origin>], got "=http://a.example"'],
      ['shop=', '--oauth-app must be <clientId>=<origin>[,<origin>], got "shop="'],
      [
        'shop=http://a.example,',
        '--oauth-app must be <clientId>=<origin>[,<origin>], got "shop=http://a.example," (an empty origin)',
      ],
      ['shop=a.example', '--oauth-app shop: "a.example" is not an origin (http(s)://host[:port])'],
      [
        'shop=http://a.example/callback',
        '--oauth-app shop: "http://a.example/callback" is not an origin (http(s)://host[:port])',
      ],
      ['shop=ftp://a.example', '--oauth-app shop: "ftp://a.example" is not an origin (http(s)://host[:port])'],
      [
        'shop=http://user@a.example',
        '--oauth-app shop: "http://user@a.example" is not an origin (http(s)://host[:port])',
      ],
      ['shop=http://a.example#x', '--oauth-app shop: "http://a.example#x" is not an origin (http(s)://host[:port])'],
    ] as const) {
      const e = failure([value]);
      expect([e.name, e.message, e.value]).toEqual(['OAuthAppError', message, value]);
    }
  });
});
