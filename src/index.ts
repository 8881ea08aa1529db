/*
 * The root entry: what an app needs, and nothing else (api/socialkit-react.api.txt lists it, and a
 * test holds the build to that list). The React-free engines under the hooks are in
 * `@socialkit/react/core`, for people writing other adapters; everything else is private.
 */

// The client, its one error type, and the post payload: no React, callable on a server.
export { createSocialClient, type SocialClient, type SocialClientOptions } from './client/createSocialClient.js';
export { SocialKitError, isSocialKitError, type FieldErrors, type SocialKitErrorCode, type SocialKitErrorKind } from './client/errors.js';
export type * from './client/types.js';
export { buildPostPayload, type PostMedia, type PostPayload, type PostPayloadInput, type VideoCover, type WireCasing, type WireOptionsConfig, type WirePostMedia } from './client/postPayload.js';

// The network catalogue, post options and media rules.
// The catalogue's and the media rules' values come through rootBindings.ts (it says why).
export { NETWORKS, getNetwork, MEDIA_RULES, extendMediaRules, getMediaRules, checkMedia, describeMediaVerdict, checkAltText, clearPersistedUploads } from './rootBindings.js';
export type { AltTextVerdict } from './media/altText.js';
export type { NetworkInfo, NetworkKind } from './networks/catalogue.js';
export type { IconShape } from './networks/iconShape.js';
export {
  allowedOptionValues,
  type AllowedOptionValues,
  type AllowedOptionValuesParams,
  type ExtendedValueSwitches,
  type InstagramMediaType,
  type InstagramOptions,
  type NetworkOptionsMap,
  type OptionsNetworkId,
  type PlatformOptions,
  type ThreadsOptions,
  type ThreadsReplyControl,
  type TikTokOptions,
  type TikTokPrivacyLevel,
  type YouTubeCategory,
  type YouTubeOptions,
  type YouTubePrivacyStatus,
} from './networks/options/types.js';
export { validatePlatformOptions, type NetworkOptionErrors, type OptionIssue, type PlatformOptionsErrors, type PostOptionMessageKey } from './networks/options/validate.js';
// Bound in rootBindings.ts: the uploader's alt text notes load them on demand.
export { characterLimit, countCharacters } from './rootBindings.js';
export type { CharacterLimit, CharacterLimitField } from './networks/options/limits.js';
export type {
  AspectRatio,
  MediaFileKind,
  MediaFileRule,
  MediaRuleOverride,
  MediaRulesOverrides,
  MediaRulesTable,
  NetworkMediaRules,
  PostKindMediaRules,
  PostMediaRule,
} from './networks/media/types.js';
export type { CheckMediaOptions, MediaCheckTarget } from './media/check.js';
export type {
  AudioStreamFacts,
  MediaCheckResult,
  MediaFacts,
  MediaFileCheck,
  MediaFileReason,
  MediaFileReasonCode,
  MediaFileVerdict,
  MediaPostReason,
  MediaPostReasonCode,
  MediaPostVerdict,
  MediaVerdictStatus,
  VideoStreamFacts,
} from './media/types.js';

// Query keys and options factories: server-safe.
export { socialKitKeys } from './query/keys.js';
export { retryPolicy } from './query/retry.js';
export { accountsQueryOptions, pendingSessionQueryOptions } from './query/queryOptions.js';
export { authUrlMutationOptions, connectAppPasswordMutationOptions, disconnectAccountMutationOptions, finalizeMutationOptions } from './query/mutationOptions.js';

// Messages: formatting, the error messages, and the catalogue's types.
export { describeError, formatMessage, pluralMessage } from './i18n/messages.js';
export { errorMessages, type ErrorMessages } from './i18n/en/errors.js';
export type { SocialKitLocalePack, SocialKitMessages, SocialKitMessagesInput, SocialKitPluralForms } from './i18n/catalogue.js';

// The provider and the hooks.
export { SocialKitProvider, type SocialKitProviderProps } from './hooks/SocialKitProvider.js';
export { useSocialKit, type ColorScheme, type SocialKitContextValue } from './hooks/context.js';
export { safeImageUrl } from './accounts/avatar.js';
export { useMessages, type UseMessagesOptions, type UseMessagesResult } from './hooks/useMessages.js';
export { useAccounts, type UseAccountsOptions, type UseAccountsResult } from './hooks/useAccounts.js';
export { usePendingSession, type UsePendingSessionOptions, type UsePendingSessionResult } from './hooks/usePendingSession.js';
export { useFinalize, type UseFinalizeResult } from './hooks/useFinalize.js';
export { useAuthUrl, type UseAuthUrlResult } from './hooks/useAuthUrl.js';
export { useConnectAppPassword, type UseConnectAppPasswordResult } from './hooks/useConnectAppPassword.js';
export { useDisconnectAccount, type UseDisconnectAccountResult } from './hooks/useDisconnectAccount.js';
export { useConnect, type UseConnectOptions, type UseConnectResult } from './hooks/useConnect.js';
export type { ConnectMode } from './connect/oauth/mode.js';
export type { ConnectEvent, ConnectFlowBase, ConnectState, ConnectStatus } from './connect/oauth/reducer.js';
export type { ConnectError, ConnectErrorCode } from './connect/errors.js';
export { useConnectCallback, type ConnectCallbackState, type ConnectCallbackStatus, type UseConnectCallbackOptions, type UseConnectCallbackResult } from './hooks/useConnectCallback.js';
export { usePagePicker, type PagePickerStatus, type UsePagePickerOptions, type UsePagePickerResult } from './hooks/usePagePicker.js';
export {
  useHandleAppPasswordForm,
  type HandleAppPasswordFormStatus,
  type UseHandleAppPasswordFormOptions,
  type UseHandleAppPasswordFormResult,
} from './hooks/useHandleAppPasswordForm.js';
export type { AppPasswordFieldErrors, AppPasswordFieldMessageKey, AppPasswordFieldProblem, AppPasswordFormMessageKey } from './connect/appPassword/fields.js';
export { useAccountList, type AccountListStatus, type UseAccountListOptions, type UseAccountListResult } from './hooks/useAccountList.js';
export { useUpload, useUploadItem, useUploadTotals, type UseUploadOptions, type UseUploadResult } from './hooks/useUpload.js';
export { useMediaUploader, type UseMediaUploaderOptions, type UseMediaUploaderResult } from './hooks/useMediaUploader.js';
export type { PutFunction, PutRequest } from './upload/put.js';
export type { FitImageOptions, FitImageResult, FittedImageSize } from './media/fitTypes.js';
export type { ImageFitTarget, ImageFitType } from './media/fitPlan.js';
export type { ImageFitter, UploadCallbacks, UploadClient, UploadMediaOptions, UploadOptions, UploadQueueOptions, UploadRules, UploadValidateResult } from './upload/options.js';
export type { Unsubscribe, UploadStore } from './upload/storeApi.js';
export type { UploadPersistence } from './upload/keep.js';
export type { ImageCrop } from './media/crop.js';
export type { VideoTrim } from './media/trim.js';
export type { UploadFitted, UploadFittedSize, UploadItem, UploadRejection, UploadRejectionCode, UploadStatus, UploadStep, UploadTotals, UploadVerdicts } from './upload/types.js';
export { useMediaGallery, type MediaGalleryCellProps, type MediaGalleryEmptyProps, type MediaGalleryGridProps, type MediaGalleryRowProps, type MediaGallerySelectionMode, type UseMediaGalleryOptions, type UseMediaGalleryResult } from './hooks/useMediaGallery.js';
export type { MediaGalleryColumns } from './gallery/columns.js';
export { useMediaCheck, type UseMediaCheckOptions, type UseMediaCheckResult } from './hooks/useMediaCheck.js';
export { usePlatformOptions, type OptionCount, type PlatformOptionsAccount, type UsePlatformOptionsOptions, type UsePlatformOptionsResult } from './hooks/usePlatformOptions.js';

// The styled components.
export * from './components/ConnectAccountButton/index.js';
export * from './components/ConnectCallback/index.js';
export * from './components/PagePicker/index.js';
export * from './components/HandleAppPasswordForm/index.js';
export * from './components/AccountList/index.js';
export * from './components/MediaUploader/index.js';
export * from './components/MediaGallery/index.js';
export * from './components/PlatformOptionsPanel/index.js';
