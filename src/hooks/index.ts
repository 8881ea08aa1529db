export { SocialKitProvider, type SocialKitProviderProps } from './SocialKitProvider.js';
export { useSocialKit, type ColorScheme, type SocialKitContextValue } from './context.js';
export { useMessages, type UseMessagesOptions, type UseMessagesResult } from './useMessages.js';
export { useAccounts, type UseAccountsOptions, type UseAccountsResult } from './useAccounts.js';
export { usePendingSession, type UsePendingSessionResult } from './usePendingSession.js';
export { useFinalize, type UseFinalizeResult } from './useFinalize.js';
export { useAuthUrl, type UseAuthUrlResult } from './useAuthUrl.js';
export { useConnectAppPassword, type UseConnectAppPasswordResult } from './useConnectAppPassword.js';
export { useDisconnectAccount, type UseDisconnectAccountResult } from './useDisconnectAccount.js';
export { usePagePicker, type PagePickerStatus, type UsePagePickerOptions, type UsePagePickerResult } from './usePagePicker.js';
export { safeImageUrl } from '../accounts/avatar.js';
export {
  normalizeHandle,
  type AppPasswordFieldErrors,
  type AppPasswordFieldMessageKey,
  type AppPasswordFieldProblem,
  type AppPasswordFormMessageKey,
} from '../connect/appPassword/fields.js';
export {
  useHandleAppPasswordForm,
  type HandleAppPasswordFormStatus,
  type UseHandleAppPasswordFormOptions,
  type UseHandleAppPasswordFormResult,
} from './useHandleAppPasswordForm.js';
export { useAccountList, type AccountListStatus, type UseAccountListOptions, type UseAccountListResult } from './useAccountList.js';
export { useUpload, useUploadItem, useUploadTotals, type UseUploadOptions, type UseUploadResult } from './useUpload.js';
export { useConnect, type UseConnectOptions, type UseConnectResult } from './useConnect.js';
export { useConnectCallback, type UseConnectCallbackOptions, type UseConnectCallbackResult, type ConnectCallbackState, type ConnectCallbackStatus } from './useConnectCallback.js';
export { resolveColumns, type MediaGalleryColumns } from '../gallery/columns.js';
export {
  useMediaGallery,
  type MediaGallerySelectionMode,
  type MediaGalleryGridProps,
  type MediaGalleryRowProps,
  type MediaGalleryCellProps,
  type UseMediaGalleryOptions,
  type UseMediaGalleryResult,
} from './useMediaGallery.js';
export type { MediaGalleryEmptyProps } from './useMediaGallery.js';
export { useMediaCheck, type UseMediaCheckOptions, type UseMediaCheckResult } from './useMediaCheck.js';
