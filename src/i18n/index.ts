/** Message formatting and the message catalogue: no React, callable from a Server Component. */
export { describeError, formatMessage, pluralMessage } from './messages.js';
export type { SocialKitLocalePack, SocialKitMessages, SocialKitMessagesInput, SocialKitPluralForms } from './catalogue.js';
export { errorMessages, type ErrorMessages } from './en/errors.js';
export { commonConnectMessages, type CommonConnectMessages } from './en/common.js';
export { mediaStatusMessages, type MediaStatusMessages } from './en/mediaStatus.js';
export { accountListMessages, type AccountListMessages } from './en/accountList.js';
export { connectAccountButtonMessages, type ConnectAccountButtonMessages } from './en/connectAccountButton.js';
export { connectCallbackMessages, type ConnectCallbackMessages } from './en/connectCallback.js';
export { handleAppPasswordFormMessages, type HandleAppPasswordFormMessages } from './en/handleAppPasswordForm.js';
export { mediaCheckMessages, type MediaCheckMessages } from './en/mediaCheck.js';
export { mediaGalleryMessages, type MediaGalleryMessages } from './en/mediaGallery.js';
export { mediaUploaderMessages, type MediaUploaderMessages } from './en/mediaUploader.js';
export { pagePickerMessages, type PagePickerMessages } from './en/pagePicker.js';
export { platformOptionsPanelMessages, type PlatformOptionsPanelMessages } from './en/platformOptionsPanel.js';
export { postOptionMessages, type PostOptionMessages } from './en/postOptions.js';
