import { act, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { MB, bytes, setupUploadTest } from '../support/uploadHarness.js';
import { TRANSFER } from '../support/patience.js';

// Cancel in every state, StrictMode, duplicates and the concurrency limit, against the loopback
// storage in real Chromium (see upload.browser.test.tsx for how the pieces fit).

const state = (name: string) => screen.getByRole('listitem', { name }).dataset.state;
const until = (name: string, expected: string, timeout = TRANSFER.timeout) =>
  vi.waitFor(() => expect(state(name)).toBe(expected), { timeout, interval: 20 });
const png = (name: string, size = 1000) => new File([bytes(size)], name, { type: 'image/png', lastModified: 1_700_000_000_000 });
const cancel = (name: string) => userEvent.click(screen.getByRole('button', { name: `Cancel ${name}` }));

describe('cancel', () => {
  it('takes a queued file out of line; nothing is requested for it', async () => {
    const test = setupUploadTest();
    // Storage reads the first file at a crawl until the test lets it go: its PUT lasts as long as
    // the test needs, however busy the machine, and no longer.
    await test.storageFaults({ bytesPerSecond: 1024 });
    test.renderHarness({ concurrency: 1 });
    await act(() => test.handle.upload.add([new File([bytes(2 * MB)], 'first.mp4', { type: 'video/mp4' }), png('second.png'), png('third.png')]));
    // One PUT at a time, and one ticket fetched ahead of it: the second file waits in line with
    // its ticket, the third with nothing asked for.
    await vi.waitFor(() => expect(test.row('second.png')).toHaveAttribute('data-media-id'), TRANSFER);
    expect(state('second.png')).toBe('queued');
    expect(state('third.png')).toBe('queued');
    await cancel('third.png');
    await until('third.png', 'canceled');
    await test.unthrottle();
    await until('first.mp4', 'done');
    await until('second.png', 'done');
    expect(state('third.png')).toBe('canceled');
    const asked = test.service.requests.filter((r) => r.operation === 'uploadTicket').map((r) => (r.body as { filename: string }).filename);
    expect(asked).toEqual(['first.mp4', 'second.png']);
  });

  it('aborts the ticket request', async () => {
    const test = setupUploadTest();
    test.service.faults.set('uploadTicket', { delayMs: 60_000, times: 1 });
    test.renderHarness();
    await act(() => test.handle.upload.add([png('a.png')]));
    await until('a.png', 'requesting');
    await cancel('a.png');
    const ticket = test.sent.find((request) => request.url.endsWith('/v1/media/upload'))!;
    expect(ticket.signal.aborted).toBe(true);
    await until('a.png', 'canceled');
    expect(screen.getByRole('region', { name: 'Uploads' })).not.toHaveAttribute('data-uploading');
  });

  it('aborts the PUT; storage keeps nothing', async () => {
    const test = setupUploadTest();
    await test.storageFaults({ bytesPerSecond: 256 * 1024 });
    test.renderHarness();
    await act(() => test.handle.upload.add([new File([bytes(8 * MB)], 'a.mp4', { type: 'video/mp4' })]));
    await vi.waitFor(async () => expect((await test.storage()).inFlight).toBe(1), TRANSFER);
    await until('a.mp4', 'uploading');
    await cancel('a.mp4');
    await until('a.mp4', 'canceled');
    // Storage reads what is left in the socket; an upload that was not aborted would now complete.
    await test.unthrottle();
    await vi.waitFor(async () => expect((await test.storage()).inFlight).toBe(0), TRANSFER);
    expect((await test.storage()).objects).toEqual([]);
    expect(test.count('confirmUpload')).toBe(0);
  });

  it('aborts the confirm; a retry then confirms without a second PUT', async () => {
    const test = setupUploadTest();
    test.service.faults.set('confirmUpload', { delayMs: 60_000, times: 1 });
    test.renderHarness();
    await act(() => test.handle.upload.add([png('a.png')]));
    await until('a.png', 'confirming');
    await cancel('a.png');
    await until('a.png', 'canceled');
    const confirm = test.sent.find((request) => request.url.endsWith('/confirm'))!;
    expect(confirm.signal.aborted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry a.png' }));
    await until('a.png', 'done');
    expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([1, 1, 2]);
  });
});

describe('no duplicates', () => {
  it('under StrictMode, asks for one ticket, sends one PUT and one confirm per file', async () => {
    const test = setupUploadTest({ strict: true });
    test.renderHarness();
    const files = [png('a.png'), png('b.png'), new File([bytes(2 * MB)], 'c.mp4', { type: 'video/mp4' })];
    await act(() => test.handle.upload.add(files));
    for (const file of files) await until(file.name, 'done');
    expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([3, 3, 3]);
    expect(test.service.db.media().map((media) => media.confirmCount)).toEqual([1, 1, 1]);
  });

  it('uploads the same file added twice once', async () => {
    const test = setupUploadTest();
    test.renderHarness();
    const file = png('a.png');
    const again = png('a.png');
    const [first, second] = await act(() => Promise.all([test.handle.upload.add([file]), test.handle.upload.add([again, file])]));
    expect(first).toEqual([]);
    expect(second.map((rejection) => rejection.code)).toEqual(['duplicate', 'duplicate']);
    // The list renders with the store's next frame.
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await until('a.png', 'done');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect([test.count('uploadTicket'), (await test.puts()).length]).toEqual([1, 1]);
  });
});

it('sends at most three files at once, with at most three tickets fetched ahead and three confirms beside them', async () => {
  const test = setupUploadTest();
  test.renderHarness();
  const files = Array.from({ length: 7 }, (_, index) => new File([bytes(1 * MB)], `f${index}.mp4`, { type: 'video/mp4' }));
  await act(() => test.handle.upload.add(files));
  // Each status is one step in flight: sampled on every notification, none has more than three.
  const { store } = test.handle.upload;
  const most = { requesting: 0, uploading: 0, confirming: 0 };
  const sample = () => {
    for (const status of ['requesting', 'uploading', 'confirming'] as const) {
      most[status] = Math.max(most[status], store.getItems().filter((item) => item.status === status).length);
    }
  };
  sample();
  const unsubscribe = store.getItemIds().map((id) => store.subscribeItem(id, sample));
  for (const file of files) await until(file.name, 'done');
  unsubscribe.forEach((stop) => stop());
  const { maxInFlight } = await test.storage();
  expect(maxInFlight).toBe(3);
  expect(Math.max(...Object.values(most))).toBeLessThanOrEqual(3);
  expect(most.uploading).toBeGreaterThan(0);
  expect(screen.getByTestId('totals')).toHaveAttribute('data-done', '7');
});
