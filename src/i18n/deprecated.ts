import { connectAccountButtonMessages, type ConnectAccountButtonMessages } from './en/connectAccountButton.js';
import { handleAppPasswordFormMessages, type HandleAppPasswordFormMessages } from './en/handleAppPasswordForm.js';
import { platformOptionsPanelMessages, type PlatformOptionsPanelMessages } from './en/platformOptionsPanel.js';
import { postOptionMessages, type PostOptionMessages } from './en/postOptions.js';

declare const process: { env: { NODE_ENV?: string } };

/*
 * Names from before each component's words took its name (0.x): they keep working until the
 * next minor version, with a warning in development. CHANGELOG.md lists them.
 */

/** @deprecated Renamed `connectAccountButtonMessages`. */
export const connectMessages = connectAccountButtonMessages;
/** @deprecated Renamed `ConnectAccountButtonMessages`. */
export type ConnectMessages = ConnectAccountButtonMessages;
/** @deprecated Renamed `handleAppPasswordFormMessages`. */
export const appPasswordFormMessages = handleAppPasswordFormMessages;
/** @deprecated Renamed `HandleAppPasswordFormMessages`. */
export type AppPasswordFormMessages = HandleAppPasswordFormMessages;
/** @deprecated Now two: `platformOptionsPanelMessages` (the panel's own) and `postOptionMessages` (the options'). */
// Made by a call marked pure: an object spread at the top of a module is a side effect to bundlers,
// which would then keep both catalogues in every app that imports anything of this module.
export const platformOptionsMessages: PlatformOptionsPanelMessages & PostOptionMessages = /* @__PURE__ */ Object.assign({}, platformOptionsPanelMessages, postOptionMessages);
/** @deprecated Now `PlatformOptionsPanelMessages & PostOptionMessages`. */
export type PlatformOptionsMessages = PlatformOptionsPanelMessages & PostOptionMessages;

/** The message keys before the rename, still read from the provider's `messages`. */
export interface DeprecatedMessageKeys {
  /** @deprecated Renamed `connectAccountButtonLabel`. */
  connectButton?: string;
  /** @deprecated Renamed `connectAccountButtonGroupLabel`. */
  connectGroupLabel?: string;
  /** @deprecated Renamed `connectAccountButtonOpening`. */
  connectOpening?: string;
  /** @deprecated Renamed `connectAccountButtonWaiting`. */
  connectWaiting?: string;
  /** @deprecated Renamed `connectAccountButtonFocusWindow`. */
  connectFocusWindow?: string;
  /** @deprecated Renamed `connectAccountButtonChecking`. */
  connectChecking?: string;
  /** @deprecated Renamed `connectAccountButtonRedirecting`. */
  connectRedirecting?: string;
  /** @deprecated Renamed `connectAccountButtonBlocked`. */
  connectBlocked?: string;
  /** @deprecated Renamed `connectAccountButtonContinueHere`. */
  connectContinueHere?: string;
  /** @deprecated Renamed `connectAccountButtonPickPages`. */
  connectPickPages?: string;
  /** @deprecated Renamed `connectAccountButtonCanceled`. */
  connectCanceled?: string;
  /** @deprecated Renamed `connectAccountButtonDenied`. */
  connectDenied?: string;
  /** @deprecated Renamed `connectAccountButtonFailed`. */
  connectFailed?: string;
  /** @deprecated Renamed `connectAccountButtonUnconfirmed`. */
  connectUnconfirmed?: string;
  /** @deprecated Renamed `connectAccountButtonClose`. */
  connectClose?: string;
  /** @deprecated Renamed `connectCallbackWorking`. */
  callbackWorking?: string;
  /** @deprecated Renamed `connectCallbackDelivering`. */
  callbackDelivering?: string;
  /** @deprecated Renamed `connectCallbackConfirming`. */
  callbackConfirming?: string;
  /** @deprecated Renamed `connectCallbackLoading`. */
  callbackLoading?: string;
  /** @deprecated Renamed `connectCallbackDeliveredTitle`. */
  callbackDeliveredTitle?: string;
  /** @deprecated Renamed `connectCallbackDelivered`. */
  callbackDelivered?: string;
  /** @deprecated Renamed `connectCallbackPagesTitle`. */
  callbackPagesTitle?: string;
  /** @deprecated Renamed `connectCallbackConnectedTitle`. */
  callbackConnectedTitle?: string;
  /** @deprecated Renamed `connectCallbackDeniedTitle`. */
  callbackDeniedTitle?: string;
  /** @deprecated Renamed `connectCallbackDenied`. */
  callbackDenied?: string;
  /** @deprecated Renamed `connectCallbackFailedTitle`. */
  callbackFailedTitle?: string;
  /** @deprecated Renamed `connectCallbackFailed`. */
  callbackFailed?: string;
  /** @deprecated Renamed `connectCallbackUnconfirmed`. */
  callbackUnconfirmed?: string;
  /** @deprecated Renamed `connectCallbackExpiredTitle`. */
  callbackExpiredTitle?: string;
  /** @deprecated Renamed `connectCallbackExpired`. */
  callbackExpired?: string;
  /** @deprecated Renamed `connectCallbackLoadErrorTitle`. */
  callbackLoadErrorTitle?: string;
  /** @deprecated Renamed `connectCallbackCheckErrorTitle`. */
  callbackCheckErrorTitle?: string;
  /** @deprecated Renamed `connectCallbackEmptyTitle`. */
  callbackEmptyTitle?: string;
  /** @deprecated Renamed `connectCallbackEmpty`. */
  callbackEmpty?: string;
  /** @deprecated Renamed `connectCallbackUnstartedTitle`. */
  callbackUnstartedTitle?: string;
  /** @deprecated Renamed `connectCallbackUnstarted`. */
  callbackUnstarted?: string;
  /** @deprecated Renamed `connectCallbackStartHere`. */
  callbackStartHere?: string;
  /** @deprecated Renamed `connectCallbackConfirmTitle`. */
  callbackConfirmTitle?: string;
  /** @deprecated Renamed `connectCallbackConfirm`. */
  callbackConfirm?: string;
  /** @deprecated Renamed `connectCallbackConfirmContinue`. */
  callbackConfirmContinue?: string;
  /** @deprecated Renamed `connectCallbackBack`. */
  callbackBack?: string;
  /** @deprecated Renamed `connectCallbackClose`. */
  callbackClose?: string;
  /** @deprecated Renamed `connectCallbackCloseRefused`. */
  callbackCloseRefused?: string;
  /** @deprecated Renamed `handleAppPasswordFormLabel`. */
  appPasswordFormLabel?: string;
  /** @deprecated Renamed `handleAppPasswordFormHandleLabel`. */
  appPasswordHandleLabel?: string;
  /** @deprecated Renamed `handleAppPasswordFormHandleHelp`. */
  appPasswordHandleHelp?: string;
  /** @deprecated Renamed `handleAppPasswordFormPasswordLabel`. */
  appPasswordLabel?: string;
  /** @deprecated Renamed `handleAppPasswordFormPasswordHelp`. */
  appPasswordHelp?: string;
  /** @deprecated Renamed `handleAppPasswordFormLink`. */
  appPasswordLink?: string;
  /** @deprecated Renamed `handleAppPasswordFormLinkNewTab`. */
  appPasswordLinkNewTab?: string;
  /** @deprecated Renamed `handleAppPasswordFormShow`. */
  appPasswordShow?: string;
  /** @deprecated Renamed `handleAppPasswordFormShowName`. */
  appPasswordShowName?: string;
  /** @deprecated Renamed `handleAppPasswordFormSubmit`. */
  appPasswordSubmit?: string;
  /** @deprecated Renamed `handleAppPasswordFormSubmittingStatus`. */
  appPasswordSubmittingStatus?: string;
  /** @deprecated Renamed `handleAppPasswordFormHandleRequired`. */
  appPasswordHandleRequired?: string;
  /** @deprecated Renamed `handleAppPasswordFormHandleInvalid`. */
  appPasswordHandleInvalid?: string;
  /** @deprecated Renamed `handleAppPasswordFormHandleDidInvalid`. */
  appPasswordHandleDidInvalid?: string;
  /** @deprecated Renamed `handleAppPasswordFormPasswordRequired`. */
  appPasswordRequired?: string;
  /** @deprecated Renamed `handleAppPasswordFormErrorConflict`. */
  appPasswordErrorConflict?: string;
  /** @deprecated Renamed `handleAppPasswordFormErrorRejected`. */
  appPasswordErrorRejected?: string;
  /** @deprecated Renamed `handleAppPasswordFormErrorFields`. */
  appPasswordErrorFields?: string;
  /** @deprecated Renamed `handleAppPasswordFormErrorRefused`. */
  appPasswordErrorRefused?: string;
  /** @deprecated Renamed `handleAppPasswordFormErrorServer`. */
  appPasswordErrorServer?: string;
  /** @deprecated Renamed `mediaUploaderLabel`. */
  uploaderLabel?: string;
  /** @deprecated Renamed `mediaUploaderDrop`. */
  uploaderDrop?: string;
  /** @deprecated Renamed `mediaUploaderDropActive`. */
  uploaderDropActive?: string;
  /** @deprecated Renamed `mediaUploaderDropReject`. */
  uploaderDropReject?: string;
  /** @deprecated Renamed `mediaUploaderBrowse`. */
  uploaderBrowse?: string;
  /** @deprecated Renamed `mediaUploaderInputLabel`. */
  uploaderInputLabel?: string;
  /** @deprecated Renamed `mediaUploaderHintTypes`. */
  uploaderHintTypes?: string;
  /** @deprecated Renamed `mediaUploaderHintMaxSize`. */
  uploaderHintMaxSize?: string;
  /** @deprecated Renamed `mediaUploaderHintMaxFiles_one`. */
  uploaderHintMaxFiles_one?: string;
  /** @deprecated Renamed `mediaUploaderHintMaxFiles_other`. */
  uploaderHintMaxFiles_other?: string;
  /** @deprecated Renamed `mediaUploaderTypeImages`. */
  uploaderTypeImages?: string;
  /** @deprecated Renamed `mediaUploaderTypeVideos`. */
  uploaderTypeVideos?: string;
  /** @deprecated Renamed `mediaUploaderTypeAudio`. */
  uploaderTypeAudio?: string;
  /** @deprecated Renamed `mediaUploaderTypeAny`. */
  uploaderTypeAny?: string;
  /** @deprecated Renamed `mediaUploaderListLabel`. */
  uploaderListLabel?: string;
  /** @deprecated Renamed `mediaUploaderProgressLabel`. */
  uploaderProgressLabel?: string;
  /** @deprecated Renamed `mediaUploaderProgressText`. */
  uploaderProgressText?: string;
  /** @deprecated Renamed `mediaUploaderStatusError`. */
  uploaderStatusError?: string;
  /** @deprecated Renamed `mediaUploaderErrorSignature`. */
  uploaderErrorSignature?: string;
  /** @deprecated Renamed `mediaUploaderErrorExpired`. */
  uploaderErrorExpired?: string;
  /** @deprecated Renamed `mediaUploaderErrorStalled`. */
  uploaderErrorStalled?: string;
  /** @deprecated Renamed `mediaUploaderErrorWaitUntil`. */
  uploaderErrorWaitUntil?: string;
  /** @deprecated Renamed `mediaUploaderCancel`. */
  uploaderCancel?: string;
  /** @deprecated Renamed `mediaUploaderCancelLabel`. */
  uploaderCancelLabel?: string;
  /** @deprecated Renamed `mediaUploaderRetry`. */
  uploaderRetry?: string;
  /** @deprecated Renamed `mediaUploaderRetryLabel`. */
  uploaderRetryLabel?: string;
  /** @deprecated Renamed `mediaUploaderRemove`. */
  uploaderRemove?: string;
  /** @deprecated Renamed `mediaUploaderRemoveLabel`. */
  uploaderRemoveLabel?: string;
  /** @deprecated Renamed `mediaUploaderTotals`. */
  uploaderTotals?: string;
  /** @deprecated Renamed `mediaUploaderTotalsLabel`. */
  uploaderTotalsLabel?: string;
  /** @deprecated Renamed `mediaUploaderStart_one`. */
  uploaderStart_one?: string;
  /** @deprecated Renamed `mediaUploaderStart_other`. */
  uploaderStart_other?: string;
  /** @deprecated Renamed `mediaUploaderOffline`. */
  uploaderOffline?: string;
  /** @deprecated Renamed `mediaUploaderRejectedTitle`. */
  uploaderRejectedTitle?: string;
  /** @deprecated Renamed `mediaUploaderRejectedType`. */
  uploaderRejectedType?: string;
  /** @deprecated Renamed `mediaUploaderRejectedTooLarge`. */
  uploaderRejectedTooLarge?: string;
  /** @deprecated Renamed `mediaUploaderRejectedTooSmall`. */
  uploaderRejectedTooSmall?: string;
  /** @deprecated Renamed `mediaUploaderRejectedEmpty`. */
  uploaderRejectedEmpty?: string;
  /** @deprecated Renamed `mediaUploaderRejectedNameTooLong`. */
  uploaderRejectedNameTooLong?: string;
  /** @deprecated Renamed `mediaUploaderRejectedTooMany_one`. */
  uploaderRejectedTooMany_one?: string;
  /** @deprecated Renamed `mediaUploaderRejectedTooMany_other`. */
  uploaderRejectedTooMany_other?: string;
  /** @deprecated Renamed `mediaUploaderRejectedDuplicate`. */
  uploaderRejectedDuplicate?: string;
  /** @deprecated Renamed `mediaUploaderRejectedInvalid`. */
  uploaderRejectedInvalid?: string;
  /** @deprecated Renamed `mediaUploaderRetryRefusedTitle`. */
  uploaderRetryRefusedTitle?: string;
  /** @deprecated Renamed `mediaUploaderRetryRefusedTooMany_one`. */
  uploaderRetryRefusedTooMany_one?: string;
  /** @deprecated Renamed `mediaUploaderRetryRefusedTooMany_other`. */
  uploaderRetryRefusedTooMany_other?: string;
  /** @deprecated Renamed `mediaUploaderAnnounceAdded`. */
  uploaderAnnounceAdded?: string;
  /** @deprecated Renamed `mediaUploaderAnnounceAddedMany_one`. */
  uploaderAnnounceAddedMany_one?: string;
  /** @deprecated Renamed `mediaUploaderAnnounceAddedMany_other`. */
  uploaderAnnounceAddedMany_other?: string;
  /** @deprecated Renamed `mediaUploaderAnnounceUploaded`. */
  uploaderAnnounceUploaded?: string;
  /** @deprecated Renamed `mediaUploaderAnnounceFailed`. */
  uploaderAnnounceFailed?: string;
  /** @deprecated Renamed `platformOptionsPanelLabel`. */
  platformOptionsLabel?: string;
  /** @deprecated Renamed `platformOptionsPanelSectionInvalid`. */
  platformOptionsSectionInvalid?: string;
  /** @deprecated Renamed `platformOptionsPanelNoOptions`. */
  platformOptionsNoOptions?: string;
  /** @deprecated Renamed `platformOptionsPanelCount`. */
  platformOptionsCount?: string;
  /** @deprecated Renamed `platformOptionsPanelCountBytes`. */
  platformOptionsCountBytes?: string;
}

/** Old prefix, new prefix: a key's words after the prefix stayed the same, but for the few below. */
const RENAMED: readonly (readonly [string, string])[] = [
  ['uploader', 'mediaUploader'],
  ['callback', 'connectCallback'],
  ['appPassword', 'handleAppPasswordForm'],
  ['platformOptions', 'platformOptionsPanel'],
  ['connect', 'connectAccountButton'],
];
const RENAMED_KEYS: Readonly<Record<string, string>> = {
  connectButton: 'connectAccountButtonLabel',
  appPasswordFormLabel: 'handleAppPasswordFormLabel',
  appPasswordLabel: 'handleAppPasswordFormPasswordLabel',
  appPasswordHelp: 'handleAppPasswordFormPasswordHelp',
  appPasswordRequired: 'handleAppPasswordFormPasswordRequired',
};
const warned = new Set<string>();

/** A key's name today, or undefined when it was not renamed. */
export function renamedMessageKey(key: string): string | undefined {
  if (RENAMED_KEYS[key]) return RENAMED_KEYS[key];
  if (RENAMED.some(([, now]) => key.startsWith(now))) return undefined;
  const rule = RENAMED.find(([old]) => key.startsWith(old) && /^[A-Z_]/.test(key.charAt(old.length)));
  return rule && rule[1] + key.slice(rule[0].length);
}

/** The app's `messages` under today's keys; a key given under both names keeps today's. */
export function upgradeMessageKeys<T extends object>(messages: T): T {
  let upgraded: Record<string, unknown> | undefined;
  const given = { ...messages } as Record<string, unknown>;
  for (const [key, value] of Object.entries(messages)) {
    const now = renamedMessageKey(key);
    if (!now) continue;
    upgraded ??= given;
    if (!(now in messages)) upgraded[now] = value;
    if (process.env.NODE_ENV !== 'production' && !warned.has(key)) {
      warned.add(key);
      console.warn(`SocialKitProvider: the message key "${key}" is now "${now}"; the old name stops working in the next minor version.`);
    }
  }
  return (upgraded as T | undefined) ?? messages;
}
