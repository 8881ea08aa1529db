import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  type EncodedPacket,
} from 'mediabunny';

/**
 * Real videos for tests, made in the browser: frames drawn on a canvas, encoded by this browser's
 * own WebCodecs encoders, put in an MP4 or WebM by mediabunny. Chromium here encodes H.264, VP9
 * and AV1 video and Opus sound (not HEVC, not AAC: ../shared's notes on this Chromium).
 */

export interface VideoRecipe {
  codec: 'avc' | 'vp9' | 'av1';
  container?: 'mp4' | 'webm';
  width?: number;
  height?: number;
  frameRate?: number;
  seconds?: number;
  /** Bits per second asked of the encoder (it may spend more on noise). */
  bitRate?: number;
  /** An Opus sound track at 48 kHz. */
  sound?: boolean;
  /** MP4: the index first (`true`, the default) or after the data. */
  fastStart?: boolean;
  /** Mark the picture as HDR (BT.2020 primaries, PQ transfer) in the container, as a phone's HDR video is. */
  hdr?: boolean;
  name?: string;
}

/** A frame of noise: every frame differs, so every frame costs bytes. */
function drawNoise(context: OffscreenCanvasRenderingContext2D, width: number, height: number, seed: number) {
  const image = context.createImageData(width, height);
  let state = seed * 2654435761 + 1;
  for (let i = 0; i < image.data.length; i += 4) {
    state = (state * 1103515245 + 12345) >>> 0;
    image.data[i] = state & 255;
    image.data[i + 1] = (state >> 8) & 255;
    image.data[i + 2] = (state >> 16) & 255;
    image.data[i + 3] = 255;
  }
  context.putImageData(image, 0, 0);
}

// TypeScript's DOM types list only the SDR values; WebCodecs and mediabunny take these.
const HDR_COLOUR = { primaries: 'bt2020', transfer: 'pq', matrix: 'bt2020-ncl', fullRange: false } as unknown as VideoColorSpaceInit;

/** A video as `makeVideo` makes it, with the bytes its picture stream came to, counted as the encoder gave them. */
export async function encodeVideo(recipe: VideoRecipe): Promise<{ file: File; pictureBytes: number }> {
  const { codec, container = 'mp4', width = 320, height = 240, frameRate = 30, seconds = 1, bitRate = 500_000, sound = false, fastStart = true, hdr = false } = recipe;
  const format = container === 'webm' ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: fastStart ? 'in-memory' : false });
  const output = new Output({ format, target: new BufferTarget() });
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;

  // HDR: the encoder's packets pass through again, their decoder config saying PQ, which the
  // container then states (an MP4's `colr` box), as a phone's HDR recording does.
  const packets: [EncodedPacket, EncodedVideoChunkMetadata | undefined][] = [];
  let pictureBytes = 0;
  const source = new CanvasSource(canvas, {
    codec,
    quality: new Quality({ bitrate: bitRate, bitrateMode: 'constant' }),
    onEncodedPacket: (packet, meta) => {
      pictureBytes += packet.byteLength;
      if (hdr) packets.push([packet, meta]);
    },
  });
  const passOn = hdr ? new EncodedVideoPacketSource(codec) : undefined;
  const encoding = hdr ? new Output({ format: new WebMOutputFormat(), target: new BufferTarget() }) : output;
  encoding.addVideoTrack(source, { frameRate });
  if (passOn) output.addVideoTrack(passOn, { frameRate });

  const audio = sound ? new AudioSampleSource({ codec: 'opus', quality: new Quality({ bitrate: 64_000 }) }) : undefined;
  if (audio) output.addAudioTrack(audio);
  await output.start();
  if (encoding !== output) await encoding.start();

  const frames = Math.round(seconds * frameRate);
  for (let frame = 0; frame < frames; frame += 1) {
    drawNoise(context, width, height, frame);
    await source.add(frame / frameRate, 1 / frameRate);
  }
  if (audio) {
    const rate = 48_000;
    const data = new Float32Array(Math.round(seconds * rate)).map((_, i) => Math.sin((i / rate) * 2 * Math.PI * 440) * 0.2);
    const sample = new AudioSample({ data, format: 'f32', numberOfChannels: 1, sampleRate: rate, timestamp: 0 });
    await audio.add(sample);
    sample.close();
  }
  if (encoding !== output) {
    await encoding.finalize();
    for (const [index, [packet, meta]] of packets.entries()) {
      const described = index === 0 && meta?.decoderConfig ? { ...meta, decoderConfig: { ...meta.decoderConfig, colorSpace: HDR_COLOUR } } : meta;
      await passOn!.add(packet, described);
    }
  }
  await output.finalize();
  const type = container === 'webm' ? 'video/webm' : 'video/mp4';
  return { file: new File([(output.target).buffer!], recipe.name ?? `${codec}.${container}`, { type }), pictureBytes };
}

export const makeVideo = async (recipe: VideoRecipe): Promise<File> => (await encodeVideo(recipe)).file;
