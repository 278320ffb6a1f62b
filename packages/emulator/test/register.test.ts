// The preload's two decisions, without a process: which URL it accepts, and which requests it sends there.
import type { Dispatcher } from 'undici';
import { describe, expect, test } from 'vitest';
import { EmulatorUrlError, emulatorOrigin } from '../src/register/emulator-url';
import { PLATFORM_HOSTS, toEmulator } from '../src/register/platform-hosts';

describe('emulatorOrigin', () => {
  test('takes an http(s) origin, with or without the trailing slash', () => {
    expect(emulatorOrigin({ VITRINE_EMULATOR_URL: 'http://127.0.0.1:4455' })).toBe('http://127.0.0.1:4455');
    expect(emulatorOrigin({ VITRINE_EMULATOR_URL: ' https://emulator.test/ ' })).toBe('https://emulator.test');
  });

  test('refuses anything else with a named error that says what to set', () => {
    const refusal = (value: string | undefined) => {
      try {
        emulatorOrigin({ VITRINE_EMULATOR_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(EmulatorUrlError);
        expect((error as EmulatorUrlError).name).toBe('EmulatorUrlError');
        return (error as EmulatorUrlError).message;
      }
      throw new Error(`accepted ${value}`);
    };
    expect(refusal(undefined)).toBe(
      "VITRINE_EMULATOR_URL is not set: the platform's hosts cannot be sent to the emulator (set VITRINE_EMULATOR_URL to the emulator's main URL (e.g. http://127.0.0.1:4455) in the environment that starts Node).",
    );
    expect(refusal('ws://127.0.0.1:4455')).toBe(
      'VITRINE_EMULATOR_URL must be an http or https URL, got "ws://127.0.0.1:4455".',
    );
    for (const value of ['http://127.0.0.1:4455/api', 'http://127.0.0.1:4455/?x=1', 'http://me:pw@127.0.0.1:4455']) {
      expect(refusal(value)).toBe(
        `VITRINE_EMULATOR_URL must be the emulator's origin alone (scheme, host and port), got "${value}".`,
      );
    }
  });
});

describe('toEmulator', () => {
  /** The options each request reaches the next dispatcher with. */
  function dispatched(origin: string): Dispatcher.DispatchOptions {
    const seen: Dispatcher.DispatchOptions[] = [];
    const dispatch = toEmulator('http://127.0.0.1:4455')((opts) => {
      seen.push(opts);
      return true;
    });
    dispatch({ origin, path: '/oauth2/token?x=1', method: 'POST', headers: { a: 'b' } }, {});
    return seen[0]!;
  }

  test('sends the platform’s API and media hosts to the emulator, path and everything else unchanged', () => {
    expect(PLATFORM_HOSTS).toEqual(['www.wixapis.com', 'edge.wixapis.com', 'static.wixstatic.com']);
    for (const host of PLATFORM_HOSTS) {
      expect(dispatched(`https://${host}`)).toEqual({
        origin: 'http://127.0.0.1:4455',
        path: '/oauth2/token?x=1',
        method: 'POST',
        headers: { a: 'b' },
      });
    }
    expect(dispatched('https://www.wixapis.com:443').origin).toBe('http://127.0.0.1:4455');
  });

  test('leaves every other host alone, look-alikes and other ports included', () => {
    for (const origin of [
      'https://wixapis.com',
      'https://www.wixapis.com.evil.example',
      'https://evil-www.wixapis.com',
      'https://www.wixapis.com:8443',
      'https://video.wixstatic.com',
      'https://www.wix.com',
      'http://127.0.0.1:3000',
    ]) {
      expect(dispatched(origin).origin).toBe(origin);
    }
  });
});
