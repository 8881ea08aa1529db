import { isHeifType } from './heifType.js';
import { lazy } from '../client/lazy.js';
import { createLimit } from './limit.js';
import { heifSize } from './heifHeader.js';
import { sniff } from './sniff.js';
import type { MediaFacts } from './types.js';

/**
 * Reads a file's media facts in the browser, without uploading it. Loaded on demand (see
 * `loadBrowserReader`), so apps that never check media do not download it. Nothing here runs at
 * import: the DOM is touched only inside the calls.
 */

const aborted = () => new DOMException('The media read was no longer needed.', 'AbortError');

// Full decodes are big (a 12 MP photo is 48 MB of pixels) and the machine may have two cores:
// two at a time, however many files come at once.
const limited = createLimit(2, { aborted });

/** Enough of a file's head for any header we read (EXIF sits in the first 64 KB of a JPEG). */
const HEAD = 256 * 1024;

async function readBytes(file: Blob, whole: boolean): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, whole ? file.size : HEAD).arrayBuffer());
}

async function readImage(file: File, base: MediaFacts, signal: AbortSignal | undefined): Promise<MediaFacts> {
  const head = await readBytes(file, false);
  // A GIF's frames run to its end: read all of it to count them.
  const sniffed = sniff(head[0] === 0x47 && head[1] === 0x49 && head[2] === 0x46 ? await readBytes(file, true) : head);
  const facts: MediaFacts = { ...base, type: base.type || sniffed.type || '' };
  if (sniffed.animated !== undefined) facts.animated = sniffed.animated;
  if (sniffed.frames !== undefined) facts.frames = sniffed.frames;
  if (sniffed.orientation !== undefined) facts.orientation = sniffed.orientation;
  if (signal?.aborted) throw aborted();
  try {
    // Decoding proves the browser can read it, and gives the size as shown: 'from-image' applies
    // the EXIF rotation, as the networks do. Off the main thread; the pixels are dropped at once.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    facts.width = bitmap.width;
    facts.height = bitmap.height;
    bitmap.close();
    facts.status = 'read';
  } catch {
    // HEIC outside Safari: its size from its header, as it will be decoded when converted (the
    // fitter's HEIC decoder then proves it can be read). A truncated or corrupt file: unknown,
    // never a pass.
    const size = isHeifType(facts.type) ? heifSize(head) : undefined;
    if (size) Object.assign(facts, size, { status: 'read' });
    else facts.status = 'unknown';
  }
  if (signal?.aborted) throw aborted();
  return facts;
}

// mediabunny's parser: only once a video arrives.
const loadContainerReader = /* @__PURE__ */ lazy(() => import('./container.js').then((module) => module.readContainer));

/**
 * A video's facts from its container (codecs, frame rate, bit rate…), without decoding a frame. A
 * file in another container (AVI, MPEG), one the parser cannot read, or a parser that could not be
 * loaded gives `unknown`: Chromium plays none of those containers either.
 */
async function readVideo(file: File, base: MediaFacts, signal: AbortSignal | undefined): Promise<MediaFacts> {
  let facts: MediaFacts | undefined;
  try {
    facts = await (await loadContainerReader())(file, base, signal);
  } catch {
    // Aborting disposes the parser, which then fails: said below as the abort it is.
  }
  if (signal?.aborted) throw aborted();
  return facts ?? { ...base, status: 'unknown' };
}

/**
 * A file's media facts: an image's shown width and height (EXIF rotation applied), animation and
 * frames, orientation; a video's width, height, duration and streams. What the browser cannot read (HEIC
 * in Chrome, a broken file) comes back with `status: 'unknown'`, never as a pass and never as a
 * throw. Rejects only with an `AbortError`, when `signal` aborts. At most two files are decoded
 * at a time.
 */
export function browserReader(file: File, options: { signal?: AbortSignal } = {}): Promise<MediaFacts> {
  const { signal } = options;
  const base: MediaFacts = { name: file.name, type: file.type.toLowerCase(), size: file.size, status: 'unknown' };
  return limited(signal, async () => {
    let type = base.type;
    // Browsers leave some types empty (HEIC, MKV): the bytes tell.
    if (!type) type = sniff(await readBytes(file, false)).type ?? '';
    const typed = { ...base, type };
    if (type.startsWith('image/')) return readImage(file, typed, signal);
    if (type.startsWith('video/')) return readVideo(file, typed, signal);
    return typed;
  });
}
