import { computeTotals } from '../../src/upload/totals.js';
import { mediaOf } from '../../src/upload/media.js';
import { actionsOf } from '../../src/upload/reducer.js';
import { SocialKitError, type UploadItem, type UploadStatus, type UploadStore, type UseUploadResult } from '../../src/index.js';

const KB = 1024;

/** One file in a given state, for stories that show states side by side. */
export function staticItem(name: string, status: UploadStatus, size: number, type: string, share = 0): UploadItem {
  const file = new File([new Uint8Array(Math.min(size, 4 * KB))], name, { type });
  const base = { id: `item-${name}`, file, name, size, contentType: type, loaded: Math.round(size * share), progress: share * 0.99, ...actionsOf(status) };
  switch (status) {
    case 'uploading':
    case 'confirming':
      return { ...base, status, mediaId: `med_${name}` };
    case 'done':
      return { ...base, status, mediaId: `med_${name}`, loaded: size, progress: 1, media: { id: `med_${name}`, filename: name, contentType: type, size } };
    case 'error':
      return { ...base, status, step: 'put', error: new SocialKitError({ kind: 'network', message: 'The connection was lost.' }) };
    default:
      return { ...base, status };
  }
}

/**
 * A `useUpload` result frozen on the items given: the uploader and gallery render every state
 * at once without a transfer running. Actions only log; nothing moves.
 */
export function staticUpload(items: UploadItem[]): UseUploadResult {
  const ids = items.map((item) => item.id);
  const totals = computeTotals(items);
  const media = mediaOf(items, []);
  const none = () => () => {};
  const store: UploadStore = {
    getItemIds: () => ids,
    getItem: (id) => items.find((item) => item.id === id),
    getItems: () => items,
    getTotals: () => totals,
    getMedia: () => media,
    getRejections: () => [],
    isUploading: () => false,
    isOffline: () => false,
    getPersistence: () => 'off',
    subscribe: none,
    subscribeItem: none,
    subscribeTotals: none,
    subscribeMedia: none,
    add: () => Promise.resolve([]),
    start: () => {},
    cancel: () => {},
    retry: () => {},
    setAlt: () => {},
    setCover: () => {},
    setCoverImage: () => Promise.reject(new Error('A still list uploads nothing.')),
    setCrop: () => Promise.resolve(),
    setTrim: () => Promise.resolve(),
    move: () => {},
    remove: () => {},
    clear: () => {},
    setOptions: () => {},
    getOptions: () => ({}),
    attach: none,
  };
  const { add, start, cancel, retry, setAlt, setCover, setCoverImage, setCrop, setTrim, move, remove, clear } = store;
  return { store, itemIds: ids, rejections: [], media, isUploading: false, isOffline: false, persistence: 'off', add, start, cancel, retry, setAlt, setCover, setCoverImage, setCrop, setTrim, move, remove, clear };
}

export const STATES: UploadStatus[] = ['queued', 'requesting', 'uploading', 'confirming', 'done', 'error', 'canceled'];
