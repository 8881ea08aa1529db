import type { RouteContext } from './context.js';
import { Issues, fail, invalid, ok } from './envelope.js';
import { newId } from './ids.js';
import { contentTypeFor } from './mime.js';
import { signUploadUrl } from './presign.js';
import type { SimulatedMedia } from './types.js';
import { objectBody, receivedType, stringField } from './validate.js';

const MEDIA_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

export async function uploadTicket({ request, body, options, store }: RouteContext): Promise<Response> {
  const issues = new Issues();
  const input = objectBody(body, issues);
  const filename = input && stringField(issues, input, 'filename', { required: true, min: 1, max: 255 });
  const requestedType = input && stringField(issues, input, 'content_type', { required: false, min: 1 });
  if (!issues.empty || filename == null) return invalid('Invalid request', issues);

  const id = newId('med');
  const contentType = requestedType ?? contentTypeFor(filename);
  const objectUrl = `${options.storage.resolve(request.url)}/${id}/${encodeURIComponent(filename)}`;
  const now = options.now();
  const expires = Math.floor(now / 1000) + options.uploadTtlSeconds;
  const uploadUrl = await signUploadUrl({ url: objectUrl, contentType, expires, secret: options.storageSecret });
  store.write((state) => {
    state.media.push({
      id,
      filename,
      contentType,
      url: objectUrl,
      createdAt: now,
      uploadExpiresAt: expires,
      size: null,
      etag: null,
      confirmCount: 0,
      confirmedAt: null,
      expiresAt: null,
    });
  });
  return ok({ id, upload_url: uploadUrl, expires_in: options.uploadTtlSeconds });
}

function mediaRecord(media: SimulatedMedia) {
  return {
    id: media.id,
    filename: media.filename,
    url: media.url,
    content_type: media.contentType,
    size: media.size,
    status: 'active',
    created_at: new Date(media.createdAt).toISOString(),
    expires_at: new Date(media.expiresAt ?? 0).toISOString(),
  };
}

/**
 * With the objects kept by a real storage (`verifyObject`), asks it what it holds before a
 * confirm, as the service would look the object up in its bucket.
 */
async function learnObjectSize({ params, options, store, request }: RouteContext): Promise<void> {
  const verify = options.verifyObject;
  if (!verify) return;
  const url = store.read((state) => state.media.find((candidate) => candidate.id === params.id && candidate.size === null)?.url);
  if (url === undefined) return;
  const object = await verify(url, { signal: request.signal });
  if (!object) return;
  store.write((state) => {
    const media = state.media.find((candidate) => candidate.id === params.id);
    if (media && media.size === null) media.size = object.size;
  });
}

export async function confirmUpload(context: RouteContext): Promise<Response> {
  const { params, body, options, store } = context;
  const issues = new Issues();
  const input = objectBody(body, issues);
  const size = input?.size;
  if (size !== undefined && (typeof size !== 'number' || !Number.isInteger(size) || size < 0)) {
    issues.add('size', typeof size === 'number' ? 'Number must be a non-negative integer' : `Expected number, received ${receivedType(size)}`);
  }
  if (!issues.empty) return invalid('Invalid request', issues);
  await learnObjectSize(context);

  return store.write((state) => {
    const media = state.media.find((candidate) => candidate.id === params.id);
    if (!media) return fail(404, 'Media not found');
    if (media.size === null) return fail(400, 'File has not been uploaded');
    if (size !== undefined && size !== media.size) {
      issues.add('size', `Size does not match the uploaded file (${media.size} bytes)`);
      return invalid('Invalid request', issues);
    }
    // Confirming again is harmless and answers the same record; the count lets tests see repeats.
    media.confirmCount += 1;
    media.confirmedAt ??= options.now();
    media.expiresAt ??= media.confirmedAt + MEDIA_LIFETIME_MS;
    return ok(mediaRecord(media));
  });
}
