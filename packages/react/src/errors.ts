import type { AuthError } from '@vitrine/auth';
import type { AbortError, ApiError, ConfigError, NetworkError, TimeoutError } from '@vitrine/http';
import type { PagingError, QueryValidationError } from '@vitrine/query';

/** Every error a hook can report: switch on `error.name`. */
export type VitrineError =
  ApiError | NetworkError | TimeoutError | AbortError | ConfigError | AuthError | PagingError | QueryValidationError;

/** A hook was used outside `<VitrineProvider>`. */
export class VitrineProviderError extends Error {
  override readonly name = 'VitrineProviderError' as const;
}
