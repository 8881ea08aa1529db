import type { AccountListMessages } from './en/accountList.js';
import type { CommonConnectMessages } from './en/common.js';
import type { ConnectAccountButtonMessages } from './en/connectAccountButton.js';
import type { ConnectCallbackMessages } from './en/connectCallback.js';
import type { CoverPickerMessages } from './en/coverPicker.js';
import type { CropperMessages } from './en/cropper.js';
import type { ErrorMessages } from './en/errors.js';
import type { HandleAppPasswordFormMessages } from './en/handleAppPasswordForm.js';
import type { MediaCheckMessages } from './en/mediaCheck.js';
import type { MediaGalleryMessages } from './en/mediaGallery.js';
import type { MediaStatusMessages } from './en/mediaStatus.js';
import type { MediaUploaderMessages } from './en/mediaUploader.js';
import type { MediaUploaderNetworkMessages } from './en/mediaUploaderNetworks.js';
import type { PagePickerMessages } from './en/pagePicker.js';
import type { PlatformOptionsPanelMessages } from './en/platformOptionsPanel.js';
import type { PostOptionMessages } from './en/postOptions.js';
import type { TrimmerMessages } from './en/trimmer.js';
import type { FitFailureMessages } from './en/fitFailure.js';

/**
 * Every word a user sees, by key. The English messages are `src/i18n/en/`, a file per component
 * (named for it, its keys prefixed with its name) and one per domain that several parts or an app's
 * own markup share (errors, common connect messages, an upload's state, a media check, post options): a component imports only its own, so an app that uses one component
 * does not ship the others' messages. The provider's `messages` overrides any of them.
 */
export interface SocialKitMessages
  extends ErrorMessages,
    CommonConnectMessages,
    MediaStatusMessages,
    AccountListMessages,
    ConnectAccountButtonMessages,
    ConnectCallbackMessages,
    HandleAppPasswordFormMessages,
    MediaCheckMessages,
    MediaGalleryMessages,
    MediaUploaderMessages,
    MediaUploaderNetworkMessages,
    CoverPickerMessages,
    CropperMessages,
    TrimmerMessages,
    PagePickerMessages,
    PlatformOptionsPanelMessages,
    PostOptionMessages,
    FitFailureMessages {}

/** The plural categories English has no messages for; a language that has them adds them (Arabic has all). */
type ExtraPluralCategory = 'zero' | 'two' | 'few' | 'many';
type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

/**
 * A counted message's other forms: beside `…_one` and `…_other`, a language adds the categories
 * `Intl.PluralRules` gives it (`mediaUploaderAnnounceAddedMany_few` in Polish), and `pluralMessage`
 * picks them.
 */
export type SocialKitPluralForms = { [Key in PluralBase<keyof SocialKitMessages> as `${Key}_${ExtraPluralCategory}`]?: string };

/** What the provider's `messages` takes: any of the messages, in any plural form of the language. */
export type SocialKitMessagesInput = Partial<SocialKitMessages> &
  SocialKitPluralForms & {
    /**
     * The language of a locale pack (`@socialkit/react/locales/de` sets `de`). A key the pack
     * lacks shows in English, with a warning in development naming it.
     */
    socialKitLocale?: string;
  };

/**
 * A whole language (`@socialkit/react/locales/de`): every word of the catalogue, each counted
 * message in every plural category of the language, and the language's tag.
 */
export type SocialKitLocalePack = SocialKitMessages & SocialKitPluralForms & { socialKitLocale: string };
