import { signUploadUrl } from '../../src/mocks/presign.js';
import { startStorageServer, type StorageServer } from '../support/storageServer.js';

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
});
