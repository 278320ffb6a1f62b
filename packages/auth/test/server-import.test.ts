// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('34: on a server', () => {
  it('imports without window or document and keeps no token state between strategies', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const auth = await import('../src');
    const storageless = auth.oauth({ clientId: 'c' });
    await storageless.setTokens({ accessToken: { value: 'a', expiresAt: 1 }, refreshToken: { value: 'r', role: 'member' } });
    expect(auth.oauth({ clientId: 'c' }).loggedIn()).toBe(false);
    expect(storageless.storage.get('tokens')).toContain('"value":"a"');
  });

  it('localStorage and cookie storages say clearly that they need a browser', async () => {
    const { cookieStorage, localStorageStorage } = await import('../src');
    expect(() => localStorageStorage().set('tokens', 'x')).toThrow('localStorageStorage needs a browser; on a server use memoryStorage() or your own storage');
    expect(() => cookieStorage().get('tokens')).toThrow('cookieStorage needs a browser document; on a server use memoryStorage() or your own storage');
  });

  it('the silent sign-in refuses without a document', async () => {
    const { createClient } = await import('@vitrine/http');
    const { getMemberTokensForDirectLogin, oauth } = await import('../src');
    const client = createClient({ host: 'https://api.example.com', auth: oauth({ clientId: 'c' }) });
    await expect(getMemberTokensForDirectLogin(client, 'st')).rejects.toThrow('The silent sign-in needs a browser document');
  });
});
