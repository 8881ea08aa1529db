import { BlobSource, Input, MATROSKA, MP4, QTFF, WEBM } from 'mediabunny';
import { codecProfile } from './codecs.js';
import type { MediaFacts } from './types.js';

/**
 * A video's facts from its container, read by mediabunny (loaded on demand with this chunk): size,
 * length, the video and audio streams' codecs, frame rate, bit rate, colour transfer, rotation,
 * and for MP4 and MOV whether the index comes before the data. Only the header, the sample tables
 * and the top-level boxes are read: no frame is decoded, so a codec this browser cannot play
 * (HEVC in Chromium on Linux) is read as well as one it can.
 */

/** The containers read: MP4, MOV, WebM and Matroska. */
export const CONTAINER_FORMATS = [MP4, QTFF, WEBM, MATROSKA];

/** Frames looked at for the frame rate: mediabunny's own advice for a reliable estimate. */
const FRAME_RATE_PACKETS = 256;

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/**
 * For an MP4 or MOV: whether its index (`moov`) comes before its data (`mdat`), so a server can
 * start on the file before the whole of it has arrived. Walks the top-level boxes, reading
 * 16 bytes per box.
 */
async function indexFirst(file: Blob): Promise<boolean | undefined> {
  let at = 0;
  while (at + 8 <= file.size) {
    const head = new Uint8Array(await file.slice(at, at + 16).arrayBuffer());
    const view = new DataView(head.buffer);
    const type = ascii(head, 4);
    if (type === 'moov') return true;
    if (type === 'mdat') return false;
    const short = view.getUint32(0);
    // 1: the size is the 64-bit number after the type; 0: the box runs to the end of the file.
    const size = short === 1 && head.length >= 16 ? Number(view.getBigUint64(8)) : short;
    if (size < 8) return undefined;
    at += size;
  }
  return undefined;
}

/**
 * A video file's facts from its container; `undefined` when the file is none of MP4, MOV, WebM or
 * Matroska. Any other failure (a truncated or broken file, `signal` aborting) rejects with the
 * parser's error.
 */
export async function readContainer(file: File, base: MediaFacts, signal?: AbortSignal): Promise<MediaFacts | undefined> {
  const input = new Input({ formats: CONTAINER_FORMATS, source: new BlobSource(file) });
  // Disposing stops the reads under way: a long WebM's clusters are not read to the end for nothing.
  const stop = () => input.dispose();
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  try {
    return await read(input, file, base);
  } finally {
    signal?.removeEventListener('abort', stop);
    input.dispose();
  }
}

async function read(input: Input, file: File, base: MediaFacts): Promise<MediaFacts | undefined> {
  const format = await input.getFormat().catch(() => undefined);
  if (!format) return undefined;
  const video = await input.getPrimaryVideoTrack();
  // An audio-only MP4: nothing a network would take as a video.
  if (!video) return { ...base, status: 'unknown' };
  const isobmff = format === MP4 || format === QTFF;
  const [codec, codecString, width, height, rotation, transfer, hdr, frames, packets, duration] = await Promise.all([
    video.getCodec(),
    video.getCodecParameterString(),
    video.getDisplayWidth(),
    video.getDisplayHeight(),
    video.getRotation(),
    video.getColorSpace().then((space) => space.transfer ?? undefined),
    video.hasHighDynamicRange(),
    video.computeFrameRateMetrics({ targetPacketCount: FRAME_RATE_PACKETS }),
    // Sizes and timestamps from an MP4's sample tables. A WebM keeps them in its clusters, which
    // the parser reads whole: the bit rate would cost reading the whole file, so it is left out.
    isobmff ? video.computePacketStats() : undefined,
    input.getDurationFromMetadata().then((seconds) => seconds ?? input.computeDuration()),
  ]);
  const profile = codecString ? codecProfile(codecString) : undefined;
  const facts: MediaFacts = {
    ...base,
    status: width && height && Number.isFinite(duration) ? 'read' : 'unknown',
    width,
    height,
    duration,
    video: {
      // A codec mediabunny does not name keeps its four letters ("hvc1", "dvh1").
      codec: codec ?? codecString?.split('.')[0] ?? '',
      ...(codecString && { codecString }),
      ...(profile && { profile }),
      // Fewer than two frames have no rate (mediabunny then gives its time scale, 90,000 "fps").
      ...(frames.probedPacketCount > 1 && { frameRate: Math.round(frames.bestGuessFrameRate * 100) / 100 }),
      ...(packets && { bitRate: Math.round(packets.averageBitrate) }),
      hdr,
      ...(transfer && { transfer }),
      rotation,
    },
  };
  const audio = await input.getPrimaryAudioTrack();
  if (audio) {
    const [audioCodec, audioString, sampleRate, channels] = await Promise.all([audio.getCodec(), audio.getCodecParameterString(), audio.getSampleRate(), audio.getNumberOfChannels()]);
    const audioProfile = audioString ? codecProfile(audioString) : undefined;
    facts.audio = { codec: audioCodec ?? '', ...(audioString && { codecString: audioString }), ...(audioProfile && { profile: audioProfile }), sampleRate, channels };
  }
  if (isobmff) {
    const first = await indexFirst(file);
    if (first !== undefined) facts.fastStart = first;
  }
  return facts;
}
