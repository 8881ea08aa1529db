export { createSimulatedService, type SimulatedService } from './service.js';
export { headObject } from './storage.js';
export { renderSimulatedConsent, type RenderSimulatedConsentOptions } from './consent.js';
export {
  signUploadUrl,
  verifyUploadRequest,
  type SignUploadUrlInput,
  type UploadRequestLike,
  type UploadVerification,
} from './presign.js';
export type { SimulatedHandlers } from './msw.js';
export type {
  AuthorizeOptions,
  CreateSessionInput,
  Fault,
  LoggedRequest,
  PageInput,
  SimulatedAccount,
  SimulatedAuthFlow,
  SimulatedDb,
  SimulatedFaults,
  SimulatedMedia,
  SimulatedNetworkConfig,
  SimulatedOperation,
  SimulatedPage,
  SimulatedServiceCore,
  SimulatedServiceOptions,
  SimulatedSession,
} from './types.js';
