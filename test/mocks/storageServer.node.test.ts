import { signUploadUrl } from '../../src/mocks/presign.js';
import { startStorageServer, type StorageServer } from '../support/storageServer.js';
import { SETTLE } from '../support/patience.js';

const secret = 'test-secret';
let storage: StorageServer;
let now = Date.now();

beforeAll(async () => {
  storage = await startStorageServer({ secret, now: () => now });
});
afterAll(() => storage.close());
beforeEach(() => {
  now = Date.now();
  storage.objects.clear();
  storage.requests.length = 0;
  storage.faults.length = 0;
});

const signed = (name: string, contentType: string, expiresInSeconds = 3600) =>
  signUploadUrl({ url: `${storage.url}/med_1/${name}`, contentType, expires: Math.floor(now / 1000) + expiresInSeconds, secret });

describe('the loopback presigned storage', () => {
  it('stores a PUT with the signed Content-Type, counting the bytes it streamed', async () => {
    const url = await signed('photo.jpg', 'image/jpeg');
    const response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: new Uint8Array(12345) });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(storage.objects.get('/bucket/med_1/photo.jpg')).toEqual({ path: '/bucket/med_1/photo.jpg', contentType: 'image/jpeg', size: 12345 });
  });

  it('refuses another Content-Type than the signed one with 403 SignatureDoesNotMatch', async () => {
    const url = await signed('photo.jpg', 'image/jpeg');
    const response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(storage.objects.size).toBe(0);
  });

  it('refuses an expired URL with 403 "Request has expired"', async () => {
    const url = await signed('photo.jpg', 'image/jpeg', 60);
    now += 61_000;
    const response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Request has expired');
  });

  it('answers a CORS preflight from another origin', async () => {
    const response = await fetch(`${storage.url}/med_1/a.png`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:63315', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:63315');
    expect(response.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('drops the connection mid-body when told to', async () => {
    storage.faults.push({ dropAfterBytes: 1024 });
    const url = await signed('big.bin', 'application/octet-stream');
    await expect(fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(1 << 20) })).rejects.toThrow();
    expect(storage.objects.size).toBe(0);
  });

  it('answers HEAD with the stored size and CORS, and 404 for an unknown object', async () => {
    const url = await signed('photo.jpg', 'image/jpeg');
    await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: new Uint8Array(777) });
    const head = await fetch(`${storage.url}/med_1/photo.jpg`, { method: 'HEAD', headers: { Origin: 'http://localhost:63315' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('777');
    expect(head.headers.get('access-control-allow-origin')).toBe('http://localhost:63315');
    expect((await fetch(`${storage.url}/med_1/other.jpg`, { method: 'HEAD' })).status).toBe(404);
  });

  it('keeps faults and state apart by path prefix', async () => {
    storage.faults.push({ scope: '/bucket/t-a', status: 500 });
    const other = await signUploadUrl({ url: `${storage.url}/t-b/med_1/x.bin`, contentType: 'application/octet-stream', expires: Math.floor(now / 1000) + 60, secret });
    const mine = await signUploadUrl({ url: `${storage.url}/t-a/med_1/x.bin`, contentType: 'application/octet-stream', expires: Math.floor(now / 1000) + 60, secret });
    const put = (url: string) => fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: 'abc' });
    expect((await put(other)).status).toBe(200);
    const failed = await put(mine);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toContain('<Code>InternalError</Code>');
    expect((await put(mine)).status).toBe(200);
    expect(storage.state('/bucket/t-a')).toMatchObject({ objects: [{ path: '/bucket/t-a/med_1/x.bin', size: 3 }], maxInFlight: 1, inFlight: 0 });
    expect(storage.state('/bucket/t-a').requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
  });

  it('answers a fault with the S3 code and message it names', async () => {
    storage.faults.push({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
    const response = await fetch(await signed('a.bin', 'application/octet-stream'), { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Message>Request has expired</Message>');
  });

  it('cuts PUTs in flight on demand, and speeds paced ones up', async () => {
    storage.faults.push({ bytesPerSecond: 256 * 1024 }, { bytesPerSecond: 256 * 1024 });
    const url = await signed('slow.bin', 'application/octet-stream');
    const send = () => fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array(4 << 20) });
    const cut = send();
    await vi.waitFor(() => expect(storage.state().inFlight).toBe(1));
    expect(storage.drop()).toBe(1);
    await expect(cut).rejects.toThrow();
    await vi.waitFor(() => expect(storage.state().inFlight).toBe(0), SETTLE);
    const fast = send();
    await vi.waitFor(() => expect(storage.state().inFlight).toBe(1), SETTLE);
    expect(storage.unthrottle()).toBe(1);
    expect((await fast).status).toBe(200);
    expect(storage.objects.get('/bucket/med_1/slow.bin')?.size).toBe(4 << 20);
  }, 15_000);
});
