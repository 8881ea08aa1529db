import { isRetryableError } from '../../src/client/errors.js';
import { API, failure, simulate } from './helpers.js';

// Upload tickets (4.5), the PUT to storage, and the confirm (`POST /v1/media/{id}/confirm`).

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function put(uploadUrl: string, contentType: string, body: BodyInit = PNG): Promise<Response> {
  return fetch(uploadUrl, { method: 'PUT', headers: { 'Content-Type': contentType }, body });
}

describe('requestUploadTicket', () => {
  it('returns id, uploadUrl, expiresIn and expiresAt in ms, and sends filename and content_type', async () => {
    const { service, client } = simulate();
    const before = Date.now();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png', contentType: 'image/png' });
    const after = Date.now();

    const [media] = service.db.media();
    expect(ticket.id).toBe(media!.id);
    expect(ticket.uploadUrl.startsWith(`${media!.url}?`)).toBe(true);
    expect(new URL(ticket.uploadUrl).searchParams.get('X-Sk-Content-Type')).toBe('image/png');
    expect(ticket.expiresIn).toBe(3600);
    expect(ticket.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(ticket.expiresAt).toBeLessThanOrEqual(after + 3_600_000);
    expect(service.requests).toEqual([
      { operation: 'uploadTicket', method: 'POST', url: `${API}/v1/media/upload`, body: { filename: 'photo.png', content_type: 'image/png' } },
    ]);
  });

  it('reads expires_in from the wire rather than assuming an hour', async () => {
    const { client } = simulate({ uploadTtlSeconds: 900 });
    const before = Date.now();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png' });
    expect(ticket.expiresIn).toBe(900);
    expect(ticket.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(ticket.expiresAt).toBeLessThan(before + 3_600_000);
  });

  it('leaves content_type off the wire when none is given, so the service infers it', async () => {
    const { service, client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'clip.mp4' });
    expect(service.requests[0]!.body).toEqual({ filename: 'clip.mp4' });
    expect(new URL(ticket.uploadUrl).searchParams.get('X-Sk-Content-Type')).toBe('video/mp4');
  });

  it('sends a filename of exactly 255 characters', async () => {
    const { service, client } = simulate();
    const filename = `${'a'.repeat(251)}.jpg`;
    await client.requestUploadTicket({ filename });
    expect(service.requests[0]!.body).toEqual({ filename });
    expect(service.db.media()[0]!.filename).toBe(filename);
  });

  it('reads a 400 with details as field errors', async () => {
    const { service, client } = simulate();
    service.faults.set('uploadTicket', { status: 400, body: { success: false, error: 'Invalid request', details: { filename: { _errors: ['Required'] } } } });
    const error = await failure(client.requestUploadTicket({ filename: 'photo.png' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid request', operation: 'uploadTicket' });
    expect(error.fieldErrors).toEqual({ filename: ['Required'] });
    expect(isRetryableError(error)).toBe(false);
  });

  it('reads a 500 "Failed to generate upload URL" as the error with its reason', async () => {
    const { service, client } = simulate();
    service.faults.set('uploadTicket', {
      status: 500,
      body: { success: false, error: 'Failed to generate upload URL', message: 'S3 presign failed' },
    });
    const error = await failure(client.requestUploadTicket({ filename: 'photo.png' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Failed to generate upload URL', reason: 'S3 presign failed' });
    expect(isRetryableError(error)).toBe(true);
  });
});

describe('the upload: ticket, PUT, confirm', () => {
  it('PUTs the file to uploadUrl with the same Content-Type, then confirms it into the media record', async () => {
    const { service, client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png', contentType: 'image/png' });

    const stored = await put(ticket.uploadUrl, 'image/png');
    expect(stored.status).toBe(200);

    const before = Date.now();
    const record = await client.confirmUpload({ mediaId: ticket.id, size: PNG.byteLength });
    const after = Date.now();

    const [media] = service.db.media();
    expect(record).toEqual({
      id: ticket.id,
      filename: 'photo.png',
      url: media!.url,
      contentType: 'image/png',
      size: PNG.byteLength,
      status: 'active',
      createdAt: new Date(media!.createdAt).toISOString(),
      expiresAt: new Date(media!.expiresAt!).toISOString(),
    });
    // Uploaded media live 60 days from the confirm.
    const sixtyDays = 60 * 24 * 60 * 60 * 1000;
    expect(Date.parse(record.expiresAt!)).toBeGreaterThanOrEqual(before + sixtyDays);
    expect(Date.parse(record.expiresAt!)).toBeLessThanOrEqual(after + sixtyDays);
    expect(record).not.toHaveProperty('content_type');

    expect(service.requests.map(({ operation, method, url, body }) => ({ operation, method, url, body }))).toEqual([
      { operation: 'uploadTicket', method: 'POST', url: `${API}/v1/media/upload`, body: { filename: 'photo.png', content_type: 'image/png' } },
      { operation: 'storagePut', method: 'PUT', url: ticket.uploadUrl, body: null },
      { operation: 'confirmUpload', method: 'POST', url: `${API}/v1/media/${ticket.id}/confirm`, body: { size: PNG.byteLength } },
    ]);
  });

  it('confirms without a size by sending an empty object', async () => {
    const { service, client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'clip.mp4' });
    expect((await put(ticket.uploadUrl, 'video/mp4')).status).toBe(200);

    const record = await client.confirmUpload({ mediaId: ticket.id });
    expect(record).toMatchObject({ id: ticket.id, contentType: 'video/mp4', size: PNG.byteLength, status: 'active' });
    expect(service.requests.at(-1)!.body).toEqual({});
  });

  it('is refused by storage when the PUT carries another Content-Type, and then cannot be confirmed', async () => {
    const { client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png', contentType: 'image/png' });
    const refused = await put(ticket.uploadUrl, 'application/octet-stream');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');

    const error = await failure(client.confirmUpload({ mediaId: ticket.id }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'File has not been uploaded' });
  });
});

describe('confirmUpload', () => {
  it('reads a 404 for unknown media', async () => {
    const { service, client } = simulate();
    const error = await failure(client.confirmUpload({ mediaId: 'med_missing', size: 10 }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Media not found', operation: 'confirmUpload' });
    expect(service.requests[0]).toMatchObject({ method: 'POST', url: `${API}/v1/media/med_missing/confirm`, body: { size: 10 } });
  });

  it('reads a 400 for a file that was never uploaded', async () => {
    const { client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png' });
    const error = await failure(client.confirmUpload({ mediaId: ticket.id }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'File has not been uploaded', operation: 'confirmUpload' });
    expect(isRetryableError(error)).toBe(false);
  });

  it('reads a size that does not match the stored file as a field error', async () => {
    const { client } = simulate();
    const ticket = await client.requestUploadTicket({ filename: 'photo.png' });
    await put(ticket.uploadUrl, 'image/png');
    const error = await failure(client.confirmUpload({ mediaId: ticket.id, size: PNG.byteLength + 1 }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid request' });
    expect(error.fieldErrors).toEqual({ size: [`Size does not match the uploaded file (${PNG.byteLength} bytes)`] });
  });
});
