import { ConfigError, type AuthStrategy } from '@vitrine/http';

export interface ApiKeyOptions {
  apiKey: string;
}

/** For merchant tools and apps (catalogue writes): every call carries the key, as the platform expects it. */
export function apiKey(options: ApiKeyOptions): AuthStrategy {
  const key = options?.apiKey;
  if (typeof key !== 'string' || !key) {
    throw new ConfigError('apiKey needs the key, e.g. apiKey({ apiKey: process.env.VITRINE_API_KEY }); got none.');
  }
  const headers = { Authorization: key };
  return { getAuthHeaders: async () => ({ ...headers }) };
}
