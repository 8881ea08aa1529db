import { makeFile, setupStore } from './support.js';

// The table's chunk cannot be fetched (offline, or gone after a deploy): the file still uploads,
// as application/octet-stream in the ticket and in the PUT alike.
vi.mock('mrmime', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('falls back to application/octet-stream, the same in the ticket and the PUT, when the table fails to load', async () => {
  const { store, service, storage, waitFor } = setupStore();
  expect(await store.add([makeFile('IMG_0001.HEIC', 100)])).toEqual([]);
  const done = await waitFor(store.getItemIds()[0]!, 'done');
  expect(done.contentType).toBe('application/octet-stream');
  expect(service.requests.find((r) => r.operation === 'uploadTicket')!.body).toMatchObject({ content_type: 'application/octet-stream' });
  expect(storage.calls.map((call) => call.contentType)).toEqual(['application/octet-stream']);
});
