import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPkce, deriveCodeChallenge, isAuthError } from '../src';

const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PKCE', () => {
  it('derives the RFC 7636 appendix B challenge', async () => {
    expect(await deriveCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a 43-character verifier by default and pairs it with its S256 challenge', async () => {
    const pkce = await createPkce();
    expect(pkce.codeVerifier).toMatch(VERIFIER_PATTERN);
    expect(pkce.codeVerifier).toHaveLength(43);
    expect(pkce.codeChallenge).toBe(await deriveCodeChallenge(pkce.codeVerifier));
    expect(pkce.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([43, 64, 128])('accepts length %i', async (length) => {
    const { codeVerifier } = await createPkce(length);
    expect(codeVerifier).toHaveLength(length);
    expect(codeVerifier).toMatch(VERIFIER_PATTERN);
  });

  it.each([42, 129, 0, 43.5, Number.NaN])('refuses length %s with the specified message', async (length) => {
    await expect(createPkce(length)).rejects.toThrow(`Expected a length between 43 and 128. Received ${length}.`);
  });

  it('draws a new verifier each time', async () => {
    const verifiers = new Set(
      await Promise.all(Array.from({ length: 20 }, async () => (await createPkce()).codeVerifier)),
    );
    expect(verifiers.size).toBe(20);
  });

  it('drops bytes from 198 up instead of folding them onto the alphabet (no modulo bias)', async () => {
    // 197 is the last accepted byte ("~" is alphabet index 197 % 66 = 65); 198 to 255 would favour the first 58 characters.
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.fill(call++ === 0 ? 255 : 197);
        bytes[0] = call === 1 ? 198 : 0;
        return array;
      },
    );
    const { codeVerifier } = await createPkce();
    expect(call).toBe(2);
    expect(codeVerifier).toBe(`A${'~'.repeat(42)}`);
  });

  it('throws instead of weakening when there is no WebCrypto', async () => {
    vi.stubGlobal('crypto', undefined);
    const error = await createPkce().catch((e: unknown) => e);
    expect(isAuthError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Sign-in needs WebCrypto (globalThis.crypto.subtle), which this runtime does not provide',
    );
  });
});
