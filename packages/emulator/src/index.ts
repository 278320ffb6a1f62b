export { startEmulator, type EmulatorOptions, type RunningEmulator } from './emulator';
export { DEV_API_KEY, DEMO_OAUTH_APPS } from './seed/demo';
export { OAuthAppError, type OAuthApp } from './tokens/origins';
export { EventSubscriptionError, type Subscriber } from './events/subscribers';
export type { DeliveryPolicy } from './events/records';
export type { LoginThrottle, PasswordHasher } from './context';
export { PlatformError, ValidationError, ApplicationError, OAuthError } from './errors';
export { NativeBindingError } from './db/open-sqlite';
