import { createItem, uploadReducer } from '../../src/upload/reducer.js';
import { computeTotals } from '../../src/upload/totals.js';
import type { UploadItem } from '../../src/upload/types.js';

const item = (id: string, size: number) => createItem(id, new File([new Uint8Array(size)], `${id}.bin`), 'application/octet-stream');
const uploading = (source: UploadItem, loaded: number) =>
  uploadReducer(uploadReducer(uploadReducer(source, { type: 'request' }), { type: 'upload', mediaId: 'm' }), { type: 'progress', loaded });
const done = (source: UploadItem) =>
  uploadReducer(uploadReducer(uploading(source, source.size), { type: 'confirm', mediaId: 'm' }), { type: 'done', media: { id: 'm' } });

describe('upload totals', () => {
  it('weights progress by bytes, not by files', () => {
    const totals = computeTotals([uploading(item('big', 900), 900), uploading(item('small', 100), 0)]);
    expect(totals.loaded).toBe(900);
    expect(totals.size).toBe(1000);
    expect(totals.progress).toBeCloseTo(0.9 * 0.99);
    expect(totals.counts).toMatchObject({ uploading: 2, done: 0 });
  });

  it('reaches 1 only when every counted item is done; canceled ones do not count', () => {
    const canceled = uploadReducer(item('c', 500), { type: 'cancel' });
    expect(computeTotals([done(item('a', 100)), canceled])).toMatchObject({ progress: 1, size: 100, counts: { done: 1, canceled: 1 } });
    expect(computeTotals([done(item('a', 100)), item('b', 1)]).progress).toBeLessThan(1);
    expect(computeTotals([]).progress).toBe(0);
  });
});
