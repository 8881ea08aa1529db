import {
  BlobSource,
  BufferTarget,
  Conversion,
  getFirstEncodableAudioCodec,
  getFirstEncodableVideoCodec,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  type AudioCodec,
  type ConversionAudioOptions,
  type ConversionVideoOptions,
  type InputAudioTrack,
  type VideoCodec,
} from 'mediabunny';
import { codecProfile } from './codecs.js';
import { CONTAINER_FORMATS } from './container.js';
import type { VideoFitTarget } from './videoFitPlan.js';
import { VideoFitError } from './videoFitError.js';
import type { VideoFitOutcome } from './videoFitTypes.js';

/**
 * Fits one video to a target with mediabunny's conversion (WebCodecs underneath): trimmed to the
 * longest length allowed, scaled within the pixel limits, its frame rate brought down, its picture
 * re-encoded at a bit rate that lands under the byte limit, or to a codec the networks take. What
 * already fits is copied, not re-encoded: a trim from a key frame is a copy of the packets. Sound
 * is copied when it fits; when it must be re-encoded and this browser has no encoder for what
 * the networks take, the video is refused rather than made silent. Runs in the video worker
 * (videoWorker.ts), or on the page where no worker starts.
 */

/** The codecs fitting writes, preferred first: H.264 plays everywhere. */
const VIDEO_CODECS: readonly VideoCodec[] = ['avc', 'vp9', 'av1', 'hevc'];
const AUDIO_CODECS: readonly AudioCodec[] = ['aac', 'opus'];
/** What the sound is given when re-encoded. */
const AUDIO_BITS = 128_000;
/** The share of the byte limit the picture and sound aim at: the container and the encoder's drift take the rest. */
const BYTES_MARGIN = 0.92;

/** The size the picture is scaled to (as shown), or `undefined` when it fits. */
function scaled(width: number, height: number, { maxWidth = Infinity, maxHeight = Infinity, maxPixels = Infinity }: VideoFitTarget) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height, Math.sqrt(maxPixels / (width * height)));
  if (scale >= 1) return undefined;
  // Rounded down to even numbers (the encoders' chroma needs them), never past a limit.
  const down = (value: number) => Math.max(2, Math.floor((value * scale) / 2) * 2);
  return { width: down(width), height: down(height) };
}

/** Whether the sound goes as it is: its codec, profile, channels and rate all taken. */
async function soundFits(track: InputAudioTrack, target: VideoFitTarget): Promise<boolean> {
  const { audioCodecs, aacProfiles, maxChannels = Infinity, maxSampleRate = Infinity } = target;
  if (audioCodecs && !audioCodecs.includes(track.codec ?? '')) return false;
  if (track.numberOfChannels > maxChannels || track.sampleRate > maxSampleRate) return false;
  if (track.codec !== 'aac' || !aacProfiles) return true;
  const codecString = await track.getCodecParameterString();
  const profile = codecString ? codecProfile(codecString) : undefined;
  return !profile || aacProfiles.includes(profile);
}

export interface ConvertVideoOptions {
  /** The part to keep, in seconds of the file: from `start` (0) to `end` (its end), then cut to the target's longest length. */
  trim?: { start?: number; end?: number };
  /** How far the work is, from 0 to 1. */
  onProgress?: (progress: number) => void;
  signal?: AbortSignal;
}

export async function convertVideo(file: Blob, target: VideoFitTarget, { trim, onProgress, signal }: ConvertVideoOptions = {}): Promise<VideoFitOutcome> {
  signal?.throwIfAborted();
  const input = new Input({ formats: CONTAINER_FORMATS, source: new BlobSource(file) });
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video?.codec) throw new VideoFitError('unreadable', 'The file has no video stream this browser can read.');
    const audio = await input.getPrimaryAudioTrack();
    const duration = await input.computeDuration();
    const start = Math.min(Math.max(0, trim?.start ?? 0), duration);
    const end = Math.min(duration, trim?.end ?? duration, start + (target.maxDuration ?? Infinity));
    if (end - start <= 0) throw new VideoFitError('trim', `Nothing is left between ${start} s and ${end} s.`);
    const seconds = end - start;

    const stats = await video.computePacketStats(256);
    const frameRate = target.maxFrameRate !== undefined && stats.averagePacketRate > target.maxFrameRate * 1.001 ? target.maxFrameRate : undefined;
    const size = scaled(video.displayWidth, video.displayHeight, target);
    const sound = audio && !(await soundFits(audio, target)) ? 'encode' : audio ? 'copy' : 'none';
    const soundBits = sound === 'none' ? 0 : sound === 'encode' ? AUDIO_BITS : (await audio!.computePacketStats(256)).averageBitrate;
    // The picture's bit rate: what the byte and bit-rate limits leave once the sound is counted.
    const budget = Math.min(target.maxBytes !== undefined ? (target.maxBytes * 8 * BYTES_MARGIN) / seconds : Infinity, (target.maxBitRate ?? Infinity) * BYTES_MARGIN) - soundBits;
    const { averageBitrate } = await video.computePacketStats();
    const bitrate = averageBitrate > budget ? Math.floor(budget) : undefined;
    if (bitrate !== undefined && bitrate < 100_000) throw new VideoFitError('too-large', `${Math.round(seconds)} s of video cannot fit in ${target.maxBytes} bytes.`);

    const codecTaken = !target.videoCodecs || target.videoCodecs.includes(video.codec);
    const encode = !codecTaken || size || frameRate || bitrate !== undefined;
    const width = size?.width ?? video.displayWidth;
    const height = size?.height ?? video.displayHeight;
    const codec = !encode
      ? undefined
      : await getFirstEncodableVideoCodec(
          VIDEO_CODECS.filter((one) => (codecTaken ? one === video.codec : target.videoCodecs!.includes(one))),
          { width, height, ...(bitrate !== undefined && { quality: new Quality({ bitrate }) }) },
        );
    if (encode && !codec) throw new VideoFitError('video-encoder', `This browser cannot encode ${(target.videoCodecs ?? [video.codec]).join(' or ')} video at ${width} × ${height}.`);
    let audioOptions: ConversionAudioOptions = {};
    if (sound === 'encode') {
      const numberOfChannels = Math.min(audio!.numberOfChannels, target.maxChannels ?? Infinity);
      const sampleRate = Math.min(audio!.sampleRate, target.maxSampleRate ?? Infinity);
      const wanted = AUDIO_CODECS.filter((one) => !target.audioCodecs || target.audioCodecs.includes(one));
      const audioCodec = await getFirstEncodableAudioCodec([...wanted], { numberOfChannels, sampleRate, quality: new Quality({ bitrate: AUDIO_BITS }) });
      if (!audioCodec) throw new VideoFitError('audio-encoder', `This browser cannot encode ${(target.audioCodecs ?? wanted).join(' or ')} sound, which the video needs.`);
      audioOptions = { codec: audioCodec, numberOfChannels, sampleRate, quality: new Quality({ bitrate: AUDIO_BITS }), forceTranscode: true };
    }

    let told = 0;
    const tell = (progress: number) => {
      if (progress > told) onProgress?.((told = Math.min(1, progress)));
    };
    /** One conversion (`go` 0, then each retry), with the picture's bit rate and size given. */
    const run = async (bits: number | undefined, dimensions: typeof size, go: number): Promise<Blob> => {
      signal?.throwIfAborted();
      const videoOptions: ConversionVideoOptions = encode
        ? {
            codec: codec!,
            forceTranscode: true,
            ...(dimensions && { width: dimensions.width, height: dimensions.height, fit: 'fill' as const }),
            ...(frameRate && { frameRate }),
            ...(bits !== undefined && { quality: new Quality({ bitrate: bits, bitrateMode: 'constant' }) }),
          }
        : {};
      const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
      // A copied trim keeps to its range (key frames may not fall on its ends): never past the
      // longest length a network takes.
      const copy = { boundaryPolicy: 'shrink' as const };
      const conversion = await Conversion.init({ input, output, trim: { start, end }, video: videoOptions, audio: audioOptions, copy, tracks: 'primary', showWarnings: false });
      for (const { track, reason } of conversion.discardedTracks) {
        if (track !== video && track !== audio) continue;
        const what = track === video ? 'video' : 'sound';
        // Never a silent video, nor sound alone.
        if (reason === 'undecodable_source_codec') throw new VideoFitError('unreadable', `This browser cannot decode the ${what} (${track.codec}).`);
        throw new VideoFitError(track === video ? 'video-encoder' : 'audio-encoder', `This browser cannot write the ${what} the networks take (${reason}).`);
      }
      // Under a byte limit the first go is 90 % of the way and the (rare) others share the rest:
      // progress moves on through a second go, and never goes back.
      if (onProgress) conversion.onProgress = (progress) => tell(bitrate === undefined ? progress : go === 0 ? progress * 0.9 : 0.9 + ((go - 1 + progress) * 0.1) / 2);
      const stop = () => void conversion.cancel();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        await conversion.execute();
      } finally {
        signal?.removeEventListener('abort', stop);
      }
      return new Blob([output.target.buffer!], { type: 'video/mp4' });
    };

    // An encoder may not go as low as asked (this Chromium's H.264 keeps about 480 kbit/s at 720p
    // whatever it is told): past the byte limit, the next go asks as much less as it overshot,
    // and a picture smaller by as much, twice at most.
    let bits = bitrate;
    let dimensions = size;
    let blob = await run(bits, dimensions, 0);
    for (let tries = 0; target.maxBytes !== undefined && blob.size > target.maxBytes; tries += 1) {
      if (tries === 2 || bits === undefined) throw new VideoFitError('too-large', `The video came to ${blob.size} bytes, over ${target.maxBytes}.`);
      const ratio = (target.maxBytes * BYTES_MARGIN) / blob.size;
      const now = dimensions ?? { width, height };
      bits = Math.floor(bits * ratio);
      dimensions = { width: Math.max(2, Math.floor((now.width * Math.sqrt(ratio)) / 2) * 2), height: Math.max(2, Math.floor((now.height * Math.sqrt(ratio)) / 2) * 2) };
      blob = await run(bits, dimensions, tries + 1);
    }
    const shown = dimensions ?? { width, height };
    return { blob, duration: seconds, ...shown, ...(frameRate && { frameRate }), videoCodec: codec ?? video.codec, copied: { video: !encode, audio: sound === 'copy' } };
  } finally {
    input.dispose();
  }
}
