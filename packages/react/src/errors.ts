import type { AuthError } from '@vitrine/auth';
import type { CallError } from '@vitrine/http';
import type { PagingError, QueryValidationError } from '@vitrine/query';

/**
 * Every error a hook can report, one class per `name`, so `switch (error.name)` narrows it:
 * `case 'ValidationError':` sees `error.violations`, `case 'AuthError':` sees `error.code`.
 */
export type VitrineError = CallError | AuthError | PagingError | QueryValidationError;

/** A hook was used outside `<VitrineProvider>`. */
export class VitrineProviderError extends Error {
  override readonly name = 'VitrineProviderError' as const;
}
