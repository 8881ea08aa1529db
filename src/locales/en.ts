import type { SocialKitLocalePack } from '../i18n/catalogue.js';
import { accountListMessages } from '../i18n/en/accountList.js';
import { commonConnectMessages } from '../i18n/en/common.js';
import { connectAccountButtonMessages } from '../i18n/en/connectAccountButton.js';
import { connectCallbackMessages } from '../i18n/en/connectCallback.js';
import { coverPickerMessages } from '../i18n/en/coverPicker.js';
import { cropperMessages } from '../i18n/en/cropper.js';
import { errorMessages } from '../i18n/en/errors.js';
import { handleAppPasswordFormMessages } from '../i18n/en/handleAppPasswordForm.js';
import { mediaCheckMessages } from '../i18n/en/mediaCheck.js';
import { mediaGalleryMessages } from '../i18n/en/mediaGallery.js';
import { mediaStatusMessages } from '../i18n/en/mediaStatus.js';
import { mediaUploaderMessages } from '../i18n/en/mediaUploader.js';
import { mediaUploaderNetworkMessages } from '../i18n/en/mediaUploaderNetworks.js';
import { pagePickerMessages } from '../i18n/en/pagePicker.js';
import { platformOptionsPanelMessages } from '../i18n/en/platformOptionsPanel.js';
import { postOptionMessages } from '../i18n/en/postOptions.js';
import { trimmerMessages } from '../i18n/en/trimmer.js';
import { fitFailureMessages } from '../i18n/en/fitFailure.js';

/**
 * English, whole: what every component shows when the app gives no messages. Apps rarely need it
 * (each component carries its own English); it is the reference every other pack is checked
 * against, and what `loadMessages('en')` gives.
 */
export const en: SocialKitLocalePack = {
  socialKitLocale: 'en',
  ...errorMessages,
  ...commonConnectMessages,
  ...mediaStatusMessages,
  ...accountListMessages,
  ...connectAccountButtonMessages,
  ...connectCallbackMessages,
  ...handleAppPasswordFormMessages,
  ...mediaCheckMessages,
  ...mediaGalleryMessages,
  ...mediaUploaderMessages,
  ...mediaUploaderNetworkMessages,
  ...coverPickerMessages,
  ...cropperMessages,
  ...trimmerMessages,
  ...pagePickerMessages,
  ...platformOptionsPanelMessages,
  ...postOptionMessages,
  ...fitFailureMessages,
};

export default en;
