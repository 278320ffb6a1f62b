import { ConfigError } from '../errors';

/** The platform's static media host, the one its own SDK's media helper builds URLs on. */
export const PLATFORM_MEDIA_HOST = 'https://static.wixstatic.com';

/** An http(s) origin without trailing slashes, or a ConfigError naming the option. */
export function checkMediaHost(value: unknown, where: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]/.test(value)) {
    throw new ConfigError(
      `${where} needs mediaHost as an http(s) origin, e.g. 'http://localhost:4010'; got ${JSON.stringify(value)}.`,
    );
  }
  return value.replace(/\/+$/, '');
}
