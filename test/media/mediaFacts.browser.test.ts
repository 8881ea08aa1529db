import { checkMedia } from '../../src/media/check.js';
import { createMediaFactsStore, loadBrowserReader, readMediaFacts } from '../../src/media/store.js';
import { gifBytes, heicHead, withOrientation } from '../../stories/support/mediaBytes.js';

// Media facts read by real Chromium from real files made here: canvas-encoded JPEG and PNG, a GIF
// and an EXIF header built from bytes, a WebM recorded by MediaRecorder. Then the verdicts those
// facts give at the rules' edges.

async function encoded(width: number, height: number, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3366cc';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffcc00';
  context.fillRect(0, 0, width / 2, height / 3);
  return new Uint8Array(await (await canvas.convertToBlob({ type, quality: 0.9 })).arrayBuffer());
}

const file = (data: Uint8Array, name: string, type: string) => new File([data as BlobPart], name, { type });

/**
 * A WebM recorded from a canvas for at least `ms` milliseconds of wall time: it has no length in
 * its header, and on a loaded machine it holds fewer frames than that time would.
 */
async function recordedWebm(width: number, height: number, ms: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  let frame = 0;
  const draw = setInterval(() => {
    context.fillStyle = frame++ % 2 ? '#000' : '#fff';
    context.fillRect(0, 0, width, height);
  }, 33);
  recorder.start(100);
  // At least `ms`, and until the encoder has handed over frames: its first chunk is the header,
  // and on a loaded machine (CI) the encoder may not have started within `ms`, which left a file
  // of no frames that no browser can read.
  const started = performance.now();
  while (performance.now() - started < ms || !chunks.slice(1).some((chunk) => chunk.size > 0)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  recorder.stop();
  await stopped;
  clearInterval(draw);
  return new File(chunks, 'clip.webm', { type: 'video/webm' });
}

/** The length Chromium's own player finds, by seeking past the end of a file that does not say it. */
async function playerLength(clip: File): Promise<number> {
  const video = document.createElement('video');
  video.muted = true;
  const url = URL.createObjectURL(clip);
  video.src = url;
  try {
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = reject;
    });
    while (!Number.isFinite(video.duration)) {
      const changed = new Promise((resolve) => (video.ondurationchange = resolve));
      video.currentTime = 1e6;
      await changed;
    }
    return video.duration;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

describe('reading media facts in Chromium', () => {
  it('reads the size of a JPEG and a PNG made by a canvas', async () => {
    const jpeg = await readMediaFacts(file(await encoded(400, 500, 'image/jpeg'), 'photo.jpg', 'image/jpeg'));
    expect(jpeg).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', status: 'read', width: 400, height: 500, animated: false });
    expect(jpeg.orientation).toBeUndefined();
    const png = await readMediaFacts(file(await encoded(300, 200, 'image/png'), 'shot.png', 'image/png'));
    expect(png).toMatchObject({ type: 'image/png', status: 'read', width: 300, height: 200, animated: false });
  });

  it('applies the EXIF rotation: a 40 × 20 JPEG tagged 6 is 20 wide and 40 high, as networks show it', async () => {
    const rotated = withOrientation(await encoded(40, 20, 'image/jpeg'), 6);
    const facts = await readMediaFacts(file(rotated, 'phone.jpg', 'image/jpeg'));
    expect(facts).toMatchObject({ status: 'read', orientation: 6, width: 20, height: 40 });
  });

  it('tells an animated GIF of two frames from a still one', async () => {
    expect(await readMediaFacts(file(gifBytes(2), 'party.gif', 'image/gif'))).toMatchObject({ status: 'read', animated: true, frames: 2, width: 1, height: 1 });
    expect(await readMediaFacts(file(gifBytes(1), 'dot.gif', 'image/gif'))).toMatchObject({ status: 'read', animated: false, frames: 1 });
  });

  it('reports what Chromium cannot decode as unknown, typing an untyped HEIC by its bytes', async () => {
    const heic = await readMediaFacts(file(heicHead(), 'IMG_0001.HEIC', ''));
    expect(heic).toMatchObject({ type: 'image/heic', status: 'unknown' });
    expect(heic.width).toBeUndefined();
    const jpeg = await encoded(400, 500, 'image/jpeg');
    const broken = await readMediaFacts(file(jpeg.subarray(0, 40), 'broken.jpg', 'image/jpeg'));
    expect(broken).toMatchObject({ type: 'image/jpeg', status: 'unknown' });
    const brokenVideo = await readMediaFacts(file(new Uint8Array(2000).fill(7), 'broken.mp4', 'video/mp4'));
    expect(brokenVideo).toMatchObject({ status: 'unknown' });
    // Neither is ever a pass.
    expect(checkMedia([heic, broken, brokenVideo], ['x']).files.map((f) => f.status)).toEqual(['refused', 'unknown', 'unknown']);
  });

  it("reads a recorded WebM's size and its length, which its header does not hold", async () => {
    const clip = await recordedWebm(480, 360, 700);
    const facts = await readMediaFacts(clip);
    expect(facts).toMatchObject({ type: 'video/webm', status: 'read', width: 480, height: 360 });
    // The frames a loaded machine recorded decide the length, so the player's reading is the truth.
    expect(facts.duration).toBeGreaterThan(0);
    expect(facts.duration).toBeCloseTo(await playerLength(clip), 2);
    expect(facts.duration).toBeLessThan(3);
    // Under TikTok's 3 s minimum.
    expect(checkMedia([facts], ['tiktok']).files[0]!.networks.tiktok).toMatchObject({ status: 'refused', reasons: [{ code: 'too-short', minDuration: 3 }] });
  });

  it('gives up a read when its signal aborts, a video’s while its container is being read', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readMediaFacts(file(gifBytes(2), 'a.gif', 'image/gif'), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    const clip = await recordedWebm(64, 64, 300);
    const read = await loadBrowserReader();
    const later = new AbortController();
    const reading = read(clip, { signal: later.signal });
    later.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    // The reader is not left in a state that fails the next read.
    expect(await readMediaFacts(clip)).toMatchObject({ status: 'read', width: 64, height: 64 });
  });
});

describe('media verdicts from real files at the edges', () => {
  it('passes a 4:5 JPEG on Instagram feed and refuses one a pixel taller', async () => {
    const facts = await Promise.all([
      readMediaFacts(file(await encoded(1080, 1350, 'image/jpeg'), 'a.jpg', 'image/jpeg')),
      readMediaFacts(file(await encoded(1080, 1351, 'image/jpeg'), 'b.jpg', 'image/jpeg')),
    ]);
    expect(checkMedia(facts, ['instagram']).files.map((f) => f.networks.instagram!.status)).toEqual(['ok', 'refused']);
  });

  it('passes 2,000,000 bytes on Bluesky and finds one more byte fixable', async () => {
    // A real JPEG, padded after its end marker to an exact size (decoders stop at EOI).
    const jpeg = await encoded(200, 200, 'image/jpeg');
    const padded = (size: number) => {
      const data = new Uint8Array(size);
      data.set(jpeg);
      return file(data, `${size}.jpg`, 'image/jpeg');
    };
    const facts = await Promise.all([readMediaFacts(padded(2_000_000)), readMediaFacts(padded(2_000_001))]);
    expect(facts.map((f) => f.status)).toEqual(['read', 'read']);
    expect(checkMedia(facts, ['bluesky']).files.map((f) => f.networks.bluesky!.status)).toEqual(['ok', 'fixable']);
  });

  it('reads a phone-shaped 9:16 photo as refused for Instagram feed, fine as a Story, fixable for Bluesky once large', async () => {
    const jpeg = await encoded(1080, 1920, 'image/jpeg');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(jpeg);
    const facts = [await readMediaFacts(file(big, 'IMG_1234.jpg', 'image/jpeg'))];
    const feed = checkMedia(facts, ['instagram', 'bluesky']);
    expect(feed.post.instagram!.status).toBe('refused');
    expect(feed.post.bluesky!.status).toBe('fixable');
    expect(checkMedia(facts, ['instagram', 'bluesky'], { postKind: { instagram: 'STORIES' } }).post.instagram!.status).toBe('ok');
  });
});

describe('the media facts store', () => {
  it('reads each file once, shares the facts, and aborts reads whose files left every list', async () => {
    const gif = file(gifBytes(2), 'a.gif', 'image/gif');
    const png = file(await encoded(10, 10, 'image/png'), 'b.png', 'image/png');
    const store = createMediaFactsStore();
    const heard = vi.fn();
    store.subscribe(heard);
    expect(store.get(gif).status).toBe('pending');
    const unwatch = store.watch([gif, png]);
    await vi.waitFor(() => expect([store.get(gif).status, store.get(png).status]).toEqual(['read', 'read']));
    expect(heard).toHaveBeenCalledTimes(2);
    unwatch();
    // Read once: another store on the page has the facts at once.
    expect(createMediaFactsStore().get(png)).toMatchObject({ status: 'read', width: 10 });

    const clip = await recordedWebm(64, 64, 300);
    const stop = store.watch([clip]);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Its read was aborted: no facts came, and none were cached.
    expect(store.get(clip).status).toBe('pending');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
