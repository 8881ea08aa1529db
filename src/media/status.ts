import { formatMessage } from '../i18n/messages.js';
import type { UploadItem } from '../upload/types.js';
import { formatPercent } from './format.js';
import type { MediaStatusMessages } from '../i18n/en/mediaStatus.js';

/** Still on its way: a request in flight or waiting for one, so it can be canceled, not removed. */
export const isRunning = ({ status }: UploadItem) => status !== 'done' && status !== 'error' && status !== 'canceled' && status !== 'refused';

/** An upload's state as its message says it, its percentage filled in; a failure with a retry to come says so. */
export const uploadStatusText = (item: UploadItem, m: MediaStatusMessages, locale: string | undefined) =>
  item.status === 'error' && item.retryAt !== undefined
    ? m.mediaStatusRetrying
    : formatMessage(m[`mediaStatus_${item.status}`], { percent: formatPercent(item.progress, locale) }, locale);
