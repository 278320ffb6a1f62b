/** The environment variable that names the emulator a platform-SDK app is sent to. */
export const EMULATOR_URL_VARIABLE = 'VITRINE_EMULATOR_URL';

/** The preload was asked to redirect the platform but was not told where to, or was told something unusable. */
export class EmulatorUrlError extends Error {
  override readonly name = 'EmulatorUrlError' as const;
  constructor(
    message: string,
    readonly value: string | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const HOW = `set ${EMULATOR_URL_VARIABLE} to the emulator's main URL (e.g. http://127.0.0.1:4455) in the environment that starts Node`;

/**
 * The origin every platform request goes to, from the environment. Only an http(s) origin is taken: the preload
 * swaps the scheme, host and port of a request and keeps its path, so a URL with a path, query or credentials
 * would be silently wrong.
 */
export function emulatorOrigin(env: Record<string, string | undefined>): string {
  const value = env[EMULATOR_URL_VARIABLE]?.trim();
  if (!value) {
    throw new EmulatorUrlError(
      `${EMULATOR_URL_VARIABLE} is not set: the platform's hosts cannot be sent to the emulator (${HOW}).`,
      value,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new EmulatorUrlError(`${EMULATOR_URL_VARIABLE} is not a URL: "${value}" (${HOW}).`, value, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EmulatorUrlError(`${EMULATOR_URL_VARIABLE} must be an http or https URL, got "${value}".`, value);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new EmulatorUrlError(
      `${EMULATOR_URL_VARIABLE} must be the emulator's origin alone (scheme, host and port), got "${value}".`,
      value,
    );
  }
  return url.origin;
}
