import { http, HttpResponse } from 'msw';
import { createSimulatedService, headObject } from '../../src/mocks/index.js';
import { server } from '../support/server.js';

// Tickets that point at a storage the simulator does not answer (the loopback server of the
// Chromium suite): the service learns what that storage holds through `verifyObject`.

const STORAGE = 'https://storage.example/bucket';

async function ticket(service: ReturnType<typeof createSimulatedService>, filename = 'a.png') {
  const response = await service.handle(
    new Request('http://localhost/api/social/v1/media/upload', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ filename }) }),
  );
  return ((await response.json()) as { data: { id: string; upload_url: string } }).data;
}

const confirm = (service: ReturnType<typeof createSimulatedService>, id: string, body: object = {}) =>
  service.handle(new Request(`http://localhost/api/social/v1/media/${id}/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));

describe('verifyObject', () => {
  it('asks the storage for the object at confirm, by its URL without the signature', async () => {
    const verifyObject = vi.fn(() => Promise.resolve({ size: 4321 }));
    const service = createSimulatedService({ storageUrl: STORAGE, verifyObject });
    const { id, upload_url } = await ticket(service);
    const response = await confirm(service, id, { size: 4321 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { id, size: 4321, status: 'active' } });
    expect(verifyObject).toHaveBeenCalledExactlyOnceWith(upload_url.split('?')[0], { signal: expect.any(AbortSignal) });
    expect(service.db.media()[0]).toMatchObject({ size: 4321, confirmCount: 1 });
  });

  it('answers "File has not been uploaded" when the storage has no such object', async () => {
    const service = createSimulatedService({ storageUrl: STORAGE, verifyObject: () => Promise.resolve(undefined) });
    const { id } = await ticket(service);
    const response = await confirm(service, id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'File has not been uploaded' });
  });

  it('checks the size the client sends against what storage holds', async () => {
    const service = createSimulatedService({ storageUrl: STORAGE, verifyObject: () => Promise.resolve({ size: 10 }) });
    const { id } = await ticket(service);
    const response = await confirm(service, id, { size: 11 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { size: { _errors: ['Size does not match the uploaded file (10 bytes)'] } } });
  });

  it('asks once: a confirmed object is not looked up again', async () => {
    const verifyObject = vi.fn(() => Promise.resolve({ size: 5 }));
    const service = createSimulatedService({ storageUrl: STORAGE, verifyObject });
    const { id } = await ticket(service);
    await confirm(service, id);
    await confirm(service, id);
    expect(verifyObject).toHaveBeenCalledOnce();
  });
});

describe('headObject', () => {
  it("reads the object's size from a HEAD's Content-Length, and undefined for a 404", async () => {
    server.use(
      http.head(`${STORAGE}/med_1/a.png`, () => new HttpResponse(null, { status: 200, headers: { 'Content-Length': '2048' } })),
      http.head(`${STORAGE}/med_2/b.png`, () => new HttpResponse(null, { status: 404 })),
    );
    expect(await headObject(`${STORAGE}/med_1/a.png`)).toEqual({ size: 2048 });
    expect(await headObject(`${STORAGE}/med_2/b.png`)).toBeUndefined();
  });
});
