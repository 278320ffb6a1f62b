// The public API: what an app needs to make a client, write an auth strategy or a call descriptor, and catch
// errors. Helpers for Vitrine's own packages are in `./internal`; the rest stays inside this package.
export { createClient, type AuthStrategy, type Client, type ClientOptions } from './client';
export {
  AbortError,
  AnswerTooLargeError,
  ApiError,
  ApplicationError,
  ConfigError,
  isAbortError,
  isAnswerTooLargeError,
  isApiError,
  isApplicationError,
  isConfigError,
  isNetworkError,
  isSystemError,
  isTimeoutError,
  isValidationError,
  NetworkError,
  SystemError,
  TimeoutError,
  ValidationError,
  type ApiErrorInit,
  type ApiErrorRequest,
  type CallError,
  type ErrorType,
  type FieldViolation,
} from './errors';
export { CART, IAM, OAUTH, REDIRECTS, STORES, STORES_READER } from './paths';
export { complexQuery, packedQuery } from './query-string';
export type { Address, Geocode, StreetAddress } from './address';
export {
  address,
  date,
  decimal,
  fieldMask,
  image,
  imageFromWire,
  pageUrl,
  video,
  videoFromWire,
} from './transforms/fields';
export { parseMediaUri, type MediaUri } from './transforms/media';
export {
  imageSrcSet,
  imageUrl,
  type ImageFit,
  type ImageMediaItem,
  type ImageSource,
  type ImageSrcSetOptions,
  type ImageUrlOptions,
} from './media/image-url';
export type * from './types';
