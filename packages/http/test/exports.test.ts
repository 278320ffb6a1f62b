// The public API, pinned: a helper that only this package needs must not slip into an entry point.
import { expect, it } from 'vitest';
import * as http from '@vitrine/http';
import * as internal from '@vitrine/http/internal';

it('@vitrine/http exports the client, the hosts, the field transforms, the image URLs, the errors and their guards', () => {
  expect(Object.keys(http).sort()).toEqual([
    'AbortError',
    'AnswerTooLargeError',
    'ApiError',
    'ApplicationError',
    'CART',
    'ConfigError',
    'IAM',
    'NetworkError',
    'OAUTH',
    'REDIRECTS',
    'STORES',
    'STORES_READER',
    'SystemError',
    'TimeoutError',
    'ValidationError',
    'address',
    'complexQuery',
    'createClient',
    'date',
    'decimal',
    'fieldMask',
    'image',
    'imageFromWire',
    'imageSrcSet',
    'imageUrl',
    'isAbortError',
    'isAnswerTooLargeError',
    'isApiError',
    'isApplicationError',
    'isConfigError',
    'isNetworkError',
    'isSystemError',
    'isTimeoutError',
    'isValidationError',
    'packedQuery',
    'pageUrl',
    'parseMediaUri',
    'video',
    'videoFromWire',
  ]);
});

it('@vitrine/http/internal exports only what the sibling packages need', () => {
  expect(Object.keys(internal).sort()).toEqual(['abortable', 'parseAnswer', 'readLimited']);
});
