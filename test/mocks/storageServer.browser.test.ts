import { inject } from 'vitest';
import { signUploadUrl } from '../../src/mocks/presign.js';

// A page controlled by msw's service worker hands every request to the worker, the cross-origin
// PUT too, and Chrome then fires no upload progress at all, even once it is stopped. Upload tests
// run in the chromium-upload project (vite.config.ts), where no worker ever registers.

/** What the upload engine will stand on: a cross-origin XHR PUT with real byte progress. */
function put(url: string, body: Blob, contentType: string) {
  return new Promise<{ status: number; text: string; progress: number[] }>((resolve, reject) => {
    const progress: number[] = [];
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => progress.push(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, progress });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(body);
  });
}

const sign = (name: string, contentType: string) =>
  signUploadUrl({ url: `${inject('storageUrl')}/med_${crypto.randomUUID()}/${name}`, contentType, expires: Math.floor(Date.now() / 1000) + 3600, secret: inject('storageSecret') });

describe('the loopback storage from Chromium', () => {
  it('takes a cross-origin PUT of a File and reports progress in bytes', async () => {
    expect(new URL(inject('storageUrl')).origin).not.toBe(location.origin);
    const file = new File([new Uint8Array(8 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' });
    const result = await put(await sign('clip.mp4', 'video/mp4'), file, 'video/mp4');
    expect(result.status).toBe(200);
    expect(result.progress.length).toBeGreaterThan(1);
    expect(result.progress.at(-1)).toBe(file.size);
  });

  it('refuses a Content-Type other than the signed one, readably across origins', async () => {
    const result = await put(await sign('photo.heic', 'image/heic'), new Blob(['x']), 'application/octet-stream');
    expect(result.status).toBe(403);
    expect(result.text).toContain('SignatureDoesNotMatch');
  });
});
