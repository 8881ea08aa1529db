import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
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
  /**
   * `noise` (the default): every frame differs in every pixel, so every frame costs bytes.
   * `plain`: a colour and a bar that move, quick to draw and to encode, for long videos.
   */
  picture?: 'noise' | 'plain';
  /** An Opus sound track at 48 kHz. */
  sound?: boolean;
  /**
   * MP4: an AAC track at 48 kHz as its container states it, of this audio object type (2 LC, 5
   * HE-AAC, 29 HE-AAC v2) and channel count. This Chromium has no AAC encoder: the track's frames
   * are silence-sized zeros that no decoder would take, which a container reader never opens.
   */
  aac?: { objectType: 2 | 5 | 29; channels: number };
  /**
   * How long the video lasts, in seconds, when longer than `seconds`: the encoder's packets for
   * `seconds` (one group of pictures from a key frame, at most 5 s) are written again one after
   * another, so a long video costs what a short one does to make. Picture only.
   */
  lastFor?: number;
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

/** A plain frame: its colour and a bar's place follow the frame's number. */
function drawPlain(context: OffscreenCanvasRenderingContext2D, width: number, height: number, frame: number) {
  context.fillStyle = `hsl(${frame % 360} 60% 45%)`;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#fff';
  context.fillRect((frame * 8) % width, 0, Math.max(2, width / 20), height);
}

/**
 * AAC's AudioSpecificConfig (ISO/IEC 14496-3, 1.6.2.1) at 48 kHz: the object type, the rate's index
 * (3), the channels; HE-AAC's explicit form names the 24 kHz core (6), the 48 kHz output and LC
 * under it. Then GASpecificConfig's three zero flags.
 */
function audioSpecificConfig(objectType: number, channels: number): Uint8Array {
  const fields: [value: number, bits: number][] = objectType === 2 ? [[2, 5], [3, 4], [channels, 4]] : [[objectType, 5], [6, 4], [channels, 4], [3, 4], [2, 5]];
  const bits = [...fields, [0, 3] as [number, number]].map(([value, width]) => value.toString(2).padStart(width, '0')).join('');
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  return Uint8Array.from(padded.match(/.{8}/g)!, (byte) => parseInt(byte, 2));
}

// TypeScript's DOM types list only the SDR values; WebCodecs and mediabunny take these.
const HDR_COLOUR = { primaries: 'bt2020', transfer: 'pq', matrix: 'bt2020-ncl', fullRange: false } as unknown as VideoColorSpaceInit;

/** A video as `makeVideo` makes it, with the bytes its picture stream came to, counted as the encoder gave them. */
export async function encodeVideo(recipe: VideoRecipe): Promise<{ file: File; pictureBytes: number }> {
  const { codec, container = 'mp4', width = 320, height = 240, frameRate = 30, seconds = 1, bitRate = 500_000, sound = false, fastStart = true, hdr = false, picture = 'noise' } = recipe;
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
      if (relay) packets.push([packet, meta]);
    },
  });
  // HDR or repeated: the packets are kept, and written to the file from there.
  const relay = hdr || recipe.lastFor !== undefined;
  const passOn = relay ? new EncodedVideoPacketSource(codec) : undefined;
  const encoding = relay ? new Output({ format: new Mp4OutputFormat(), target: new BufferTarget() }) : output;
  encoding.addVideoTrack(source, { frameRate });
  if (passOn) output.addVideoTrack(passOn, { frameRate });

  const audio = sound ? new AudioSampleSource({ codec: 'opus', quality: new Quality({ bitrate: 64_000 }) }) : undefined;
  if (audio) output.addAudioTrack(audio);
  const aac = recipe.aac ? new EncodedAudioPacketSource('aac') : undefined;
  if (aac) output.addAudioTrack(aac);
  await output.start();
  if (encoding !== output) await encoding.start();

  const frames = Math.round(seconds * frameRate);
  for (let frame = 0; frame < frames; frame += 1) {
    (picture === 'plain' ? drawPlain : drawNoise)(context, width, height, frame);
    await source.add(frame / frameRate, 1 / frameRate);
  }
  if (audio) {
    const rate = 48_000;
    const data = new Float32Array(Math.round(seconds * rate)).map((_, i) => Math.sin((i / rate) * 2 * Math.PI * 440) * 0.2);
    const sample = new AudioSample({ data, format: 'f32', numberOfChannels: 1, sampleRate: rate, timestamp: 0 });
    await audio.add(sample);
    sample.close();
  }
  if (aac && recipe.aac) {
    const { objectType, channels } = recipe.aac;
    const decoderConfig = { codec: `mp4a.40.${objectType}`, numberOfChannels: channels, sampleRate: 48_000, description: audioSpecificConfig(objectType, channels) };
    const duration = 1024 / 48_000;
    for (let index = 0; index * duration < seconds; index += 1)
      await aac.add(new EncodedPacket(new Uint8Array(8), 'key', index * duration, duration), index === 0 ? { decoderConfig } : undefined);
  }
  if (encoding !== output) {
    await encoding.finalize();
    const { lastFor = seconds } = recipe;
    for (let start = 0; start < lastFor; start += seconds) {
      for (const [index, [packet, meta]] of packets.entries()) {
        if (start + packet.timestamp >= lastFor) break;
        const described = start === 0 && index === 0 && hdr && meta?.decoderConfig ? { ...meta, decoderConfig: { ...meta.decoderConfig, colorSpace: HDR_COLOUR } } : start === 0 ? meta : undefined;
        await passOn!.add(start === 0 ? packet : packet.clone({ timestamp: start + packet.timestamp }), described);
      }
    }
  }
  await output.finalize();
  const type = container === 'webm' ? 'video/webm' : 'video/mp4';
  return { file: new File([(output.target).buffer!], recipe.name ?? `${codec}.${container}`, { type }), pictureBytes };
}

export const makeVideo = async (recipe: VideoRecipe): Promise<File> => (await encodeVideo(recipe)).file;
