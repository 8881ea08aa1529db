import { createItem, uploadReducer } from '../../src/upload/reducer.js';
import { TotalsCounter, computeTotals } from '../../src/upload/totals.js';
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

  it('keeps running sums that match a recount after many changes', () => {
    const counter = new TotalsCounter();
    let items = [item('a', 1000), item('b', 3000), item('c', 10)];
    for (const next of items) counter.replace(undefined, next);
    const change = (index: number, next: UploadItem) => {
      counter.replace(items[index], next);
      items = items.map((current, i) => (i === index ? next : current));
    };
    change(0, uploading(items[0]!, 0));
    for (let loaded = 0; loaded <= 1000; loaded += 7) change(0, uploadReducer(items[0]!, { type: 'progress', loaded }));
    change(1, uploadReducer(items[1]!, { type: 'cancel' }));
    change(2, done(items[2]!));
    counter.replace(items[1], undefined);
    items.splice(1, 1);
    const { progress, ...rest } = counter.snapshot();
    const expected = computeTotals(items);
    expect(rest).toEqual({ loaded: expected.loaded, size: expected.size, counts: expected.counts });
    expect(progress).toBeCloseTo(expected.progress, 10);
  });
});
