/*
 * `@socialkit/react/core`: the React-free engines under the hooks, for people writing an adapter
 * for another framework. Each is what its hook adapts with `useSyncExternalStore` (see
 * CONTRIBUTING.md, "A flow is a core, a hook adapts it"); an app built with React needs none of
 * them. docs/core.md says how each is driven.
 */
export { createUploadStore } from './upload/store.js';
export type { UploadStoreOptions } from './upload/options.js';
export { createConnectController, type ConnectActions, type ConnectController, type ConnectControllerOptions, type ConnectOptions } from './connect/oauth/controller.js';
export { createMediaFactsStore, readMediaFacts, type MediaFactsReader, type MediaFactsStore, type MediaFactsStoreOptions } from './media/store.js';
export { fitImage } from './media/fitImage.js';
export { planImageFit, type ImageFitPlan, type ImageFitRefusal } from './media/fitPlan.js';
export type { FitFailure } from './upload/errors.js';
export { fitVideo } from './media/fitVideo.js';
export { planVideoFit, type VideoFitPlan, type VideoFitRefusal, type VideoFitTarget } from './media/videoFitPlan.js';
export type { FitVideoOptions, FitVideoResult, VideoFitErrorCode } from './media/videoFitTypes.js';
