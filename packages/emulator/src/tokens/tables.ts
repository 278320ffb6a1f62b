import { documents } from '../db/table';
import type { OAuthApp } from './origins';
import type { AccessTokenDoc, ApiKeyDoc, AuthCodeDoc, RefreshTokenDoc } from './records';

/** The tokens slice's tables: tokens, codes, API keys and OAuth apps. */
export const tokenTables = {
  access_tokens: documents<AccessTokenDoc>('access_tokens'),
  refresh_tokens: documents<RefreshTokenDoc>('refresh_tokens'),
  auth_codes: documents<AuthCodeDoc>('auth_codes'),
  api_keys: documents<ApiKeyDoc>('api_keys'),
  oauth_apps: documents<OAuthApp>('oauth_apps'),
};
