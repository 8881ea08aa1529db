import type { SocialClient } from '../../src/client/createSocialClient.js';
import { signUploadUrl } from '../../src/mocks/presign.js';

// The baselines useUpload is measured against: plain loops with no store, no React and no
// retries, `concurrency` files at a time, each PUT an XMLHttpRequest of the File itself.

/**
 * URLs of the shape the service hands out (`<storage>/<media id>/<name>`, signed over the
 * Content-Type and an expiry with the storage's secret), made before the clock starts: the bare
 * loop measures the transfers alone.
 */
export function presign(files: readonly File[], storageUrl: string, secret: string): Promise<string[]> {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  return Promise.all(
    files.map((file, index) =>
      signUploadUrl({ url: `${storageUrl}/bare_${index}/${encodeURIComponent(file.name)}`, contentType: file.type, expires, secret }),
    ),
  );
}

function put(file: File, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    // An app that shows progress listens too: Chrome sends both loops the same progress events.
    xhr.upload.onprogress = () => {};
    xhr.onload = () => (xhr.status === 200 ? resolve() : reject(new Error(`PUT ${xhr.status}: ${xhr.responseText}`)));
    xhr.onerror = () => reject(new Error('PUT failed'));
    xhr.send(file);
  });
}

async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The PUTs alone, to URLs signed beforehand: the target's baseline. */
export const bareUpload = (files: readonly File[], urls: readonly string[], concurrency: number) =>
  pool(files.length, concurrency, (index) => put(files[index]!, urls[index]!));

/**
 * The three steps of the interface with nothing else: ticket, PUT, confirm through the same
 * client and service as useUpload. Against it, what is left is the engine and React.
 */
export const threeStepUpload = (files: readonly File[], client: SocialClient, concurrency: number) =>
  pool(files.length, concurrency, async (index) => {
    const file = files[index]!;
    const ticket = await client.requestUploadTicket({ filename: file.name, contentType: file.type });
    await put(file, ticket.uploadUrl);
    await client.confirmUpload({ mediaId: ticket.id, size: file.size });
  });
