/**
 * The largest side of a drawn cover, and the narrowest width: YouTube asks for a thumbnail 1280 ×
 * 720, at least 640 wide, of up to 2 MB, which a JPEG of that size stays far under. A narrower
 * video's frame is scaled up to it.
 */
const MAX_SIDE = 1280;
const MIN_WIDTH = 640;
/** How long a seek may take before the frame is given up (a video that stopped loading). */
const SEEK_TIMEOUT_MS = 10_000;

/** Waits for `video` to show the frame at `seconds`: seeking there if it does not already. */
function landOn(video: HTMLVideoElement, seconds: number): Promise<void> {
  const there = Math.abs(video.currentTime - seconds) < 0.001 && !video.seeking;
  if (there && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      for (const [type, listener] of events) video.removeEventListener(type, listener);
      if (error) reject(error);
      else resolve();
    };
    const failed = () => done(new Error('The video stopped before its frame could be drawn.'));
    const events: [string, () => void][] = [['seeked', () => done()], ['error', failed], ['emptied', failed]];
    const timer = setTimeout(failed, SEEK_TIMEOUT_MS);
    for (const [type, listener] of events) video.addEventListener(type, listener);
    if (!video.seeking) video.currentTime = seconds;
  });
}

/** The frame at `seconds` of a video element, drawn to a JPEG at least 640 pixels wide and at most 1280 a side. Rejects for a video with no picture. */
export async function drawFrame(video: HTMLVideoElement, seconds: number): Promise<Blob> {
  await landOn(video, seconds);
  if (!video.videoWidth || !video.videoHeight) throw new Error('The video has no picture to draw.');
  const scale = Math.min(Math.max(1, MIN_WIDTH / video.videoWidth), MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = new OffscreenCanvas(Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale));
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}
