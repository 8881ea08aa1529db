/**
 * The largest side of a drawn cover. YouTube recommends 1280 × 720 for a thumbnail and takes up to
 * 2 MB, which a JPEG of that size stays far under.
 */
const MAX_SIDE = 1280;

/** The frame a video element shows (once a seek under way has landed), drawn to a JPEG at most 1280 pixels a side. */
export async function drawFrame(video: HTMLVideoElement): Promise<Blob> {
  if (video.seeking) await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const canvas = new OffscreenCanvas(Math.round(video.videoWidth * scale), Math.round(video.videoHeight * scale));
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}
