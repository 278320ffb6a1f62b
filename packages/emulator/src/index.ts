export { startEmulator, type EmulatorOptions, type RunningEmulator } from './emulator';
export { DEV_API_KEY } from './seed/demo';
export { PlatformError, ValidationError, ApplicationError, OAuthError } from './errors';
