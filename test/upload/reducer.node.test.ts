import { SocialKitError } from '../../src/client/errors.js';
import { PUT_SHARE, createItem, progressOf, uploadReducer, type UploadEvent } from '../../src/upload/reducer.js';
import type { UploadItem } from '../../src/upload/types.js';

const file = new File([new Uint8Array(1000)], 'clip.mp4', { type: 'video/mp4' });
const error = new SocialKitError({ kind: 'network', message: 'The network request failed.' });
const run = (...events: UploadEvent[]) => events.reduce<UploadItem>(uploadReducer, createItem('u1', file, 'video/mp4'));

describe('uploadReducer', () => {
  it('walks queued → requesting → uploading → confirming → done', () => {
    const item = run(
      { type: 'request' },
      { type: 'upload', mediaId: 'med_1' },
      { type: 'progress', loaded: 500 },
      { type: 'confirm', mediaId: 'med_1' },
      { type: 'done', media: { id: 'med_1' } },
    );
    expect(item).toMatchObject({ status: 'done', mediaId: 'med_1', loaded: 1000, progress: 1, media: { id: 'med_1' } });
  });

  it('counts progress in bytes and never reaches 1 before done', () => {
    expect(run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'progress', loaded: 250 })).toMatchObject({ loaded: 250, progress: 0.25 * PUT_SHARE });
    const confirming = run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'progress', loaded: 1000 }, { type: 'confirm', mediaId: 'm' });
    expect(confirming.status).toBe('confirming');
    expect(confirming.progress).toBeLessThan(1);
    expect(progressOf(2000, 1000)).toBe(PUT_SHARE);
  });

  it('says how far a video’s fitting is while it runs, and forgets it once the fitting ends', () => {
    const fitting = run({ type: 'fit', fitProgress: 0 }, { type: 'fitProgress', fitProgress: 0.42 });
    expect(fitting).toMatchObject({ status: 'fitting', fitProgress: 0.42, progress: 0, canCancel: true });
    const canceled = uploadReducer(fitting, { type: 'cancel' });
    expect(canceled).not.toHaveProperty('fitProgress');
    expect(uploadReducer(canceled, { type: 'fitProgress', fitProgress: 0.5 })).toBe(canceled);
    expect(uploadReducer(fitting, { type: 'fitted', file, contentType: 'video/mp4' })).not.toHaveProperty('fitProgress');
  });

  it('lets a cover go when the fitted video ends before it, and keeps one within', () => {
    const fitted = (timeMs: number) =>
      run({ type: 'describe', cover: { timeMs } }, { type: 'fit', fitProgress: 0 }, {
        type: 'fitted',
        file,
        contentType: 'video/mp4',
        fitted: { original: file, before: { bytes: 1000, type: 'video/mp4', width: 640, height: 360, duration: 150 }, after: { bytes: 900, type: 'video/mp4', width: 640, height: 360, duration: 140 } },
      });
    expect(fitted(145_000)).not.toHaveProperty('cover');
    expect(fitted(12_000).cover).toEqual({ timeMs: 12_000 });
  });

  it('returns the same object for moves the state does not allow', () => {
    const queued = run();
    expect(uploadReducer(queued, { type: 'progress', loaded: 10 })).toBe(queued);
    expect(uploadReducer(queued, { type: 'done', media: { id: 'x' } })).toBe(queued);
    const canceled = run({ type: 'cancel' });
    expect(uploadReducer(canceled, { type: 'progress', loaded: 10 })).toBe(canceled);
    expect(uploadReducer(canceled, { type: 'fail', error })).toBe(canceled);
    const uploading = run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'progress', loaded: 10 });
    expect(uploadReducer(uploading, { type: 'progress', loaded: 10 })).toBe(uploading);
  });

  it('drops the bytes when a PUT fails, keeps them when the confirm fails', () => {
    const putFailed = run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'progress', loaded: 600 }, { type: 'fail', error, retryAt: 5 });
    expect(putFailed).toMatchObject({ status: 'error', step: 'put', loaded: 0, progress: 0, retryAt: 5, mediaId: 'm' });
    const confirmFailed = run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'confirm', mediaId: 'm' }, { type: 'fail', error });
    expect(confirmFailed).toMatchObject({ status: 'error', step: 'confirm', loaded: 1000 });
    expect(confirmFailed).not.toHaveProperty('retryAt');
    // Back in line after the confirm failed, it goes straight to confirming.
    const again = uploadReducer(uploadReducer(confirmFailed, { type: 'wait' }), { type: 'confirm', mediaId: 'm' });
    expect(again).toMatchObject({ status: 'confirming', loaded: 1000 });
    expect(again).not.toHaveProperty('error');
  });

  it('cancels from any unfinished state, and a canceled item can wait again', () => {
    for (const events of [[], [{ type: 'request' }], [{ type: 'request' }, { type: 'upload', mediaId: 'm' }]] as UploadEvent[][]) {
      expect(run(...events, { type: 'cancel' }).status).toBe('canceled');
    }
    const done = run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'confirm', mediaId: 'm' }, { type: 'done', media: { id: 'm' } });
    expect(uploadReducer(done, { type: 'cancel' })).toBe(done);
    expect(run({ type: 'cancel' }, { type: 'wait' }).status).toBe('queued');
  });

  it('goes back in line for a fresh ticket after an expired URL, dropping the bytes and the spent media id', () => {
    const waiting = run({ type: 'request' }, { type: 'upload', mediaId: 'm1' }, { type: 'progress', loaded: 300 }, { type: 'wait', mediaId: undefined });
    expect(waiting).toMatchObject({ status: 'queued', loaded: 0, mediaId: undefined });
    const again = uploadReducer(uploadReducer(waiting, { type: 'request' }), { type: 'upload', mediaId: 'm2' });
    expect(again).toMatchObject({ status: 'uploading', mediaId: 'm2' });
  });

  it('keeps the media id of a ticket held while the file waits for a slot', () => {
    expect(run({ type: 'request' }, { type: 'wait', mediaId: 'm1' })).toMatchObject({ status: 'queued', mediaId: 'm1' });
  });

  it('says with every status what the file can be asked to do: cancel on its way, retry once failed or canceled', () => {
    const actions = (item: UploadItem) => [item.status, item.canCancel, item.canRetry];
    const fitted = { file, contentType: 'video/mp4' };
    expect(actions(run())).toEqual(['queued', true, false]);
    expect(actions(run({ type: 'fit' }))).toEqual(['fitting', true, false]);
    expect(actions(run({ type: 'fit' }, { type: 'fitted', ...fitted }))).toEqual(['queued', true, false]);
    expect(actions(run({ type: 'request' }))).toEqual(['requesting', true, false]);
    expect(actions(run({ type: 'request' }, { type: 'upload', mediaId: 'm' }))).toEqual(['uploading', true, false]);
    expect(actions(run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'confirm', mediaId: 'm' }))).toEqual(['confirming', true, false]);
    expect(actions(run({ type: 'request' }, { type: 'upload', mediaId: 'm' }, { type: 'confirm', mediaId: 'm' }, { type: 'done', media: { id: 'm' } }))).toEqual(['done', false, false]);
    // A failure with an automatic retry to come can be retried at once.
    expect(actions(run({ type: 'request' }, { type: 'fail', error, retryAt: 5 }))).toEqual(['error', false, true]);
    expect(actions(run({ type: 'cancel' }))).toEqual(['canceled', false, true]);
    expect(actions(run({ type: 'cancel' }, { type: 'wait' }))).toEqual(['queued', true, false]);
    expect(actions(run({ type: 'refuse', verdicts: {} }))).toEqual(['refused', false, false]);
  });
});
