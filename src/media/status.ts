import { formatMessage } from '../i18n/messages.js';
import { isHeicConversion } from '../upload/media.js';
import type { UploadItem } from '../upload/types.js';
import { formatPercent } from './format.js';
import type { MediaStatusMessages } from '../i18n/en/mediaStatus.js';

/**
 * An upload's state as its message says it, its percentage filled in; a failure with a retry to
 * come says so, a HEIC photo being fitted is being converted, and a video's fitting says how far it is.
 */
export const uploadStatusText = (item: UploadItem, m: MediaStatusMessages, locale: string | undefined) =>
  item.status === 'error' && item.retryAt !== undefined
    ? m.mediaStatusRetrying
    : item.status === 'fitting' && isHeicConversion(item)
      ? m.mediaStatus_converting
      : item.status === 'fitting' && item.fitProgress !== undefined
        ? formatMessage(m.mediaStatusFittingVideo, { percent: formatPercent(item.fitProgress, locale) }, locale)
        : formatMessage(m[`mediaStatus_${item.status}`], { percent: formatPercent(item.progress, locale) }, locale);
