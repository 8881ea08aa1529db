import { act, screen } from '@testing-library/react';
import { bytes, setupUploadTest } from '../support/uploadHarness.js';
import { TRANSFER } from '../support/patience.js';

// Files people really have, through useUpload in real Chromium against the loopback storage (see
// upload.browser.test.tsx for how the pieces fit). The messages for each refusal are the uploader's and are
// tested with it (test/components/MediaUploader.browser.test.tsx); here: the engine's verdict, and what reached the wire.

const state = (name: string) => screen.getByRole('listitem', { name }).dataset.state;
const until = (name: string, expected: string, timeout = TRANSFER.timeout) =>
  vi.waitFor(() => expect(state(name)).toBe(expected), { timeout, interval: 20 });

/** What the service was asked and what storage received, per file name. */
async function wire(test: ReturnType<typeof setupUploadTest>) {
  const tickets = test.service.requests
    .filter((request) => request.operation === 'uploadTicket')
    .map((request) => request.body as { filename: string; content_type: string });
  const puts = await test.puts();
  return { tickets, puts };
}

it('refuses a name longer than 255 characters before any request, and takes one of exactly 255', async () => {
  const test = setupUploadTest();
  test.renderHarness();
  // Counted as the service counts, in UTF-16 code units: each 🌸 is two.
  const tooLong = new File([bytes(10)], `${'🌸'.repeat(126)}.png`, { type: 'image/png' });
  const longest = new File([bytes(10)], `${'🌸'.repeat(125)}a.png`, { type: 'image/png' });
  expect([tooLong.name.length, longest.name.length]).toEqual([256, 255]);

  const refused = await act(() => test.handle.upload.add([tooLong]));
  expect(refused).toEqual([{ file: tooLong, code: 'name-too-long', limit: 255 }]);
  // The hook renders the rejections with the store's next frame.
  await vi.waitFor(() => expect(test.handle.upload.rejections).toEqual(refused));
  expect(screen.queryByRole('listitem')).toBeNull();
  expect(test.service.requests).toEqual([]);
  expect((await test.storage()).requests).toEqual([]);

  expect(await act(() => test.handle.upload.add([longest]))).toEqual([]);
  await until(longest.name, 'done');
  expect(test.service.db.media().map((media) => media.filename)).toEqual([longest.name]);
});

// Zero bytes are refused rather than uploaded. The service would take them (it asks nothing of the
// size), but there is nothing in them a network can post, so the post would fail later, far from
// the cause; and a zero-byte File with no type is also what some browsers hand over for a dropped
// folder. Refused here, the file stays listed among the rejections with its reason.
it('refuses a zero-byte file before any request', async () => {
  const test = setupUploadTest();
  test.renderHarness();
  const empty = new File([], 'empty.png', { type: 'image/png' });
  const folderLike = new File([], 'Holiday photos');
  const refused = await act(() => test.handle.upload.add([empty, folderLike]));
  expect(refused.map(({ file, code }) => [file.name, code])).toEqual([
    ['empty.png', 'file-empty'],
    ['Holiday photos', 'file-empty'],
  ]);
  expect(test.service.requests).toEqual([]);
  expect((await test.storage()).requests).toEqual([]);
});

it('sends a file with no extension and no type as application/octet-stream, in the ticket and the PUT', async () => {
  const test = setupUploadTest();
  test.renderHarness();
  const files = [new File([bytes(100)], 'README'), new File([bytes(100)], 'notes.')];
  expect(await act(() => test.handle.upload.add(files))).toEqual([]);
  for (const file of files) await until(file.name, 'done');
  const { tickets, puts } = await wire(test);
  expect(tickets.map((ticket) => ticket.content_type)).toEqual(['application/octet-stream', 'application/octet-stream']);
  expect(puts.map((put) => put.contentType)).toEqual(['application/octet-stream', 'application/octet-stream']);
  expect((await test.storage()).objects.map((object) => object.contentType)).toEqual(['application/octet-stream', 'application/octet-stream']);
});

it('keeps names in other scripts and with emoji exactly, with one Content-Type from ticket to storage and an encoded URL', async () => {
  const test = setupUploadTest();
  test.renderHarness();
  const files = [
    new File([bytes(100)], '写真 🌸.JPG', { type: 'image/jpeg' }),
    new File([bytes(100)], 'видео отпуск.mp4', { type: 'video/mp4' }),
    new File([bytes(100)], 'قصة.png', { type: 'image/png' }),
    // No type: the MIME table decides, from an extension after emoji.
    new File([bytes(100)], '🎉🎉.heic'),
    // Characters that mean something in a URL.
    new File([bytes(100)], 'résumé #1 100% ?.png', { type: 'image/png' }),
  ];
  expect(await act(() => test.handle.upload.add(files))).toEqual([]);
  for (const file of files) await until(file.name, 'done');

  const expected = ['image/jpeg', 'video/mp4', 'image/png', 'image/heic', 'image/png'];
  const { tickets, puts } = await wire(test);
  const asked = Object.fromEntries(tickets.map((ticket) => [ticket.filename, ticket.content_type]));
  expect(asked).toEqual(Object.fromEntries(files.map((file, index) => [file.name, expected[index]])));

  // Storage saw each name percent-encoded as one path segment, and it decodes to the name exactly.
  const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  for (const put of puts) expect(lastSegment(put.path)).toMatch(/^[\w.~%-]+$/);
  const sent = Object.fromEntries(puts.map((put) => [decodeURIComponent(lastSegment(put.path)), put.contentType]));
  expect(sent).toEqual(asked);
  const stored = (await test.storage()).objects.map((object) => decodeURIComponent(lastSegment(object.path)));
  expect(stored.sort()).toEqual(files.map((file) => file.name).sort());

  expect(test.service.db.media().map((media) => media.filename).sort()).toEqual(files.map((file) => file.name).sort());
  expect(test.handle.upload.store.getItems().map((item) => item.name)).toEqual(files.map((file) => file.name));
});
