import { SocialKitError } from '../../src/client/errors.js';
import { createItem, uploadReducer, type UploadEvent } from '../../src/upload/reducer.js';
import { watchUploadNews } from '../../src/upload/news.js';
import type { UploadItem } from '../../src/upload/types.js';

// What a live region is told of a list, read as the store moves: once per event, and nothing of
// what was listed before the watch began.

const error = new SocialKitError({ kind: 'network', message: 'The network request failed.' });
const item = (id: string, ...events: UploadEvent[]) => events.reduce<UploadItem>(uploadReducer, createItem(id, new File(['x'], `${id}.png`), 'image/png'));
const move = (from: UploadItem, ...events: UploadEvent[]) => events.reduce<UploadItem>(uploadReducer, from);
const said = (news: ReturnType<ReturnType<typeof watchUploadNews>>) => news.map((entry) => `${entry.type} ${entry.item.id}`);
const done: UploadEvent[] = [{ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'confirm', mediaId: 'm' }, { type: 'done', media: { id: 'm' } }];

describe('watchUploadNews', () => {
  it('tells each file added, resizing, uploaded and failed, once, and nothing for a tick of bytes', () => {
    const watch = watchUploadNews([]);
    const a = item('a');
    expect(said(watch([a]))).toEqual(['added a']);
    expect(said(watch([a]))).toEqual([]);
    const fitting = move(a, { type: 'fit' });
    expect(said(watch([fitting]))).toEqual(['fitting a']);
    const uploading = move(fitting, { type: 'fitted', file: a.file, contentType: 'image/png' }, { type: 'request' }, { type: 'upload', mediaId: 'm' });
    expect(said(watch([uploading]))).toEqual([]);
    expect(said(watch([move(uploading, { type: 'progress', loaded: 1 })]))).toEqual([]);
    const failed = move(uploading, { type: 'fail', error });
    expect(watch([failed])).toEqual([{ type: 'failed', key: error, item: failed }]);
    expect(said(watch([failed]))).toEqual([]);
    expect(said(watch([move(failed, { type: 'wait' }, ...done.slice(1))]))).toEqual(['uploaded a']);
  });

  it('waits for a failure until no automatic retry is left', () => {
    const watch = watchUploadNews([]);
    const a = item('a', { type: 'request' });
    watch([a]);
    expect(said(watch([move(a, { type: 'fail', error, retryAt: 5 })]))).toEqual([]);
  });

  it('says nothing of what was listed when it began, only what changes from then on', () => {
    const failed = item('a', { type: 'request' }, { type: 'fail', error });
    const uploaded = item('b', ...done);
    const fitting = item('c', { type: 'fit' });
    const refused = item('d', { type: 'refuse', verdicts: {} });
    const watch = watchUploadNews([failed, uploaded, fitting, refused]);
    expect(said(watch([failed, uploaded, fitting, refused]))).toEqual([]);
    const again = move(failed, { type: 'wait' }, { type: 'request' }, { type: 'fail', error: new SocialKitError({ kind: 'network', message: 'Again.' }) });
    const refusedAgain = move(refused, { type: 'check', verdicts: {} });
    expect(said(watch([again, uploaded, fitting, refusedAgain]))).toEqual(['failed a', 'refused d']);
  });

  it('says a file added and already resizing within one frame was added and is being resized', () => {
    const watch = watchUploadNews([]);
    expect(said(watch([item('a', { type: 'fit' })]))).toEqual(['added a', 'fitting a']);
    // Listed before the watch began: not news, resizing or not.
    expect(said(watchUploadNews([item('b', { type: 'fit' })])([item('b', { type: 'fit' })]))).toEqual([]);
  });
});
