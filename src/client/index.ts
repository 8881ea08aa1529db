export { createSocialClient, type SocialClient, type SocialClientOptions } from './createSocialClient.js';
export {
  SocialKitError,
  isSocialKitError,
  isRetryableError,
  isSessionExpiredError,
  isUnauthorizedError,
  type FieldErrors,
  type SocialKitErrorKind,
} from './errors.js';
export { OPERATIONS, type OperationId, type OperationPaths } from './operations.js';
export type * from './types.js';
