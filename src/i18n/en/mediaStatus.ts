/**
 * Words both media components use for an upload's state. `{percent}` is filled in for the
 * locale. Override any of them on the provider's `messages`.
 */
export const mediaStatusMessages = {
  mediaStatus_queued: 'Waiting',
  mediaStatus_requesting: 'Starting…',
  mediaStatus_uploading: 'Uploading, {percent}',
  mediaStatus_confirming: 'Finishing…',
  mediaStatus_done: 'Uploaded',
  mediaStatus_error: 'Failed',
  mediaStatus_canceled: 'Canceled',
  /** A confirmed media record, as the service lists it. */
  mediaStatus_active: 'Ready',
  mediaStatusRetrying: 'Failed, trying again soon',
  mediaStatusOffline: 'Waiting for the connection',
};

export type MediaStatusMessages = { [K in keyof typeof mediaStatusMessages]: string };
