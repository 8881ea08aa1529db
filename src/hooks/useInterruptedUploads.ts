import { useEffect, useRef, useSyncExternalStore } from 'react';
import { pluralMessage } from '../i18n/messages.js';
import type { UploaderMessages } from '../upload/sentences.js';
import type { UploadStore } from '../upload/storeApi.js';

/**
 * The files `persist` brought back from the device (`interrupted`): how many, said once in the
 * live region as they come back, and Resume all and Discard all over them.
 */
export function useInterruptedUploads(store: UploadStore, remove: (id: string) => void, say: (text: string) => void, m: UploaderMessages, locale: string | undefined) {
  const read = () => store.getTotals().counts.interrupted;
  const count = useSyncExternalStore(store.subscribeTotals, read, read);
  const said = useRef(0);
  useEffect(() => {
    if (count > said.current) say(pluralMessage(m, 'mediaUploaderInterrupted', count, locale));
    said.current = count;
  }, [count, say, m, locale]);

  const interrupted = () => store.getItems().filter((item) => item.status === 'interrupted');
  return {
    /** Files listed `interrupted`. */
    count,
    /** The heading over them: "3 uploads were interrupted." */
    text: count ? pluralMessage(m, 'mediaUploaderInterrupted', count, locale) : '',
    resumeAll: () => interrupted().forEach((item) => store.retry(item.id)),
    discardAll: () => interrupted().forEach((item) => remove(item.id)),
  };
}
