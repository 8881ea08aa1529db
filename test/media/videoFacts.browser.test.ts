import { checkMedia } from '../../src/media/check.js';
import { describeMediaVerdict } from '../../src/media/describe.js';
import { readMediaFacts } from '../../src/media/store.js';
import { mediaCheckMessages } from '../../src/i18n/en/mediaCheck.js';
import { extendMediaRules } from '../../src/networks/media/merge.js';
import { encodeVideo, makeVideo } from '../../stories/support/videos.js';

// A video's streams read from its container in real Chromium, from videos this browser encodes
// here (test/support/videos.ts), then the verdicts they give. No read decodes a frame.

const sentences = (facts: Awaited<ReturnType<typeof readMediaFacts>>, network: 'x' | 'instagram' | 'tiktok', options: Parameters<typeof checkMedia>[2] = {}) =>
  describeMediaVerdict(checkMedia([facts], [network], options).files[0]!.networks[network]!, mediaCheckMessages, 'en');

/** Counts what would decode a frame while `read` runs: a VideoDecoder made, a media element made. */
async function withoutDecoding<T>(read: () => Promise<T>): Promise<{ result: T; decoders: number; elements: number }> {
  const Decoder = globalThis.VideoDecoder;
  const create = document.createElement.bind(document);
  let decoders = 0;
  let elements = 0;
  globalThis.VideoDecoder = class extends Decoder {
    constructor(init: VideoDecoderInit) {
      super(init);
      decoders += 1;
    }
  };
  document.createElement = ((tag: string, options?: ElementCreationOptions) => {
    if (/^(video|audio)$/i.test(tag)) elements += 1;
    return create(tag, options);
  });
  try {
    return { result: await read(), decoders, elements };
  } finally {
    globalThis.VideoDecoder = Decoder;
    document.createElement = create;
  }
}

describe('reading a video from its container', () => {
  it('reads an H.264 MP4: codec, profile, frame rate, bit rate, sound, and the index first, without decoding a frame', async () => {
    const { file, pictureBytes } = await encodeVideo({ codec: 'avc', frameRate: 30, seconds: 2, bitRate: 1_000_000, sound: true, name: 'clip.mp4' });
    const { result: facts, decoders, elements } = await withoutDecoding(() => readMediaFacts(file));
    expect({ decoders, elements }).toEqual({ decoders: 0, elements: 0 });
    expect(facts).toMatchObject({ name: 'clip.mp4', type: 'video/mp4', status: 'read', width: 320, height: 240, fastStart: true });
    expect(facts.duration).toBeCloseTo(2, 1);
    expect(facts.video).toMatchObject({ codec: 'avc', frameRate: 30, hdr: false, rotation: 0 });
    expect(facts.video!.codecString).toMatch(/^avc1\.[0-9a-f]{6}$/i);
    expect(['Baseline', 'Main', 'High']).toContain(facts.video!.profile);
    // The picture stream's bits over its two seconds, as the encoder handed them over: the sound
    // and the container's own bytes are not counted.
    expect(facts.video!.bitRate! / ((pictureBytes * 8) / 2)).toBeCloseTo(1, 2);
    expect(facts.audio).toEqual({ codec: 'opus', codecString: 'opus', sampleRate: 48_000, channels: 1 });
  });

  it('refuses a VP9 MP4 for X, naming the codec, and takes it for TikTok', async () => {
    const facts = await readMediaFacts(await makeVideo({ codec: 'vp9', width: 400, height: 400, seconds: 3.2, name: 'vp9.mp4' }));
    expect(facts.video).toMatchObject({ codec: 'vp9', frameRate: 30 });
    expect(facts.video!.codecString).toMatch(/^vp09\./);
    expect(sentences(facts, 'x')).toEqual(['X needs H.264 video; this is VP9. Export it again with settings for X.']);
    expect(checkMedia([facts], ['tiktok']).files[0]!.networks.tiktok!.status).toBe('ok');
  });

  it('refuses Opus sound for X and Instagram, which take AAC', async () => {
    const facts = await readMediaFacts(await makeVideo({ codec: 'avc', seconds: 3.2, sound: true }));
    expect(sentences(facts, 'x')).toEqual(['X needs AAC sound; this video has Opus. Export it again with settings for X.']);
    expect(sentences(facts, 'instagram', { postKind: { instagram: 'REELS' } })).toEqual([
      'Instagram Reels needs AAC sound; this video has Opus. Export it again with settings for Instagram Reels.',
    ]);
  });

  it('reads HE-AAC in 5.1 from the container, refused for X (AAC-LC) and Instagram (stereo), without decoding', async () => {
    const file = await makeVideo({ codec: 'avc', seconds: 3.2, aac: { objectType: 5, channels: 6 }, name: 'surround.mp4' });
    const { result: facts, decoders } = await withoutDecoding(() => readMediaFacts(file));
    expect(decoders).toBe(0);
    expect(facts.audio).toEqual({ codec: 'aac', codecString: 'mp4a.40.5', profile: 'HE-AAC', sampleRate: 48_000, channels: 6 });
    expect(sentences(facts, 'x')).toEqual(['X needs AAC-LC sound; this video has HE-AAC. Export it again with settings for X.']);
    expect(sentences(facts, 'instagram', { postKind: { instagram: 'REELS' } })).toEqual([
      'Its sound has 6 channels; Instagram Reels allows 2 at most. Export it again with settings for Instagram Reels.',
    ]);
    const stereo = await readMediaFacts(await makeVideo({ codec: 'avc', seconds: 3.2, aac: { objectType: 2, channels: 2 } }));
    expect(stereo.audio).toMatchObject({ profile: 'LC', channels: 2 });
    expect(sentences(stereo, 'x')).toEqual([]);
  });

  it('reads 60 and 12 frames per second: over X’s 60 it is not, under Instagram’s 23 it is', async () => {
    const fast = await readMediaFacts(await makeVideo({ codec: 'avc', frameRate: 60, seconds: 1 }));
    expect(fast.video!.frameRate).toBe(60);
    expect(checkMedia([fast], ['x']).files[0]!.status).toBe('ok');
    const slow = await readMediaFacts(await makeVideo({ codec: 'avc', frameRate: 12, seconds: 3.5 }));
    expect(slow.video!.frameRate).toBe(12);
    expect(sentences(slow, 'instagram', { postKind: { instagram: 'REELS' } })).toEqual([
      'At 12 frames per second, it is slower than Instagram Reels allows (23). Export it again with settings for Instagram Reels.',
    ]);
  });

  it('tells an MP4 with its index after the data, which Instagram refuses', async () => {
    const facts = await readMediaFacts(await makeVideo({ codec: 'avc', seconds: 3.2, fastStart: false }));
    expect(facts.fastStart).toBe(false);
    expect(sentences(facts, 'instagram', { postKind: { instagram: 'REELS' } })).toEqual([
      'Instagram Reels needs the video’s index at the start of the file; this one has it at the end. Export it again with “fast start” (or “optimise for web”) on.',
    ]);
    expect(checkMedia([facts], ['x']).files[0]!.status).toBe('ok');
  });

  it('reads HDR from the container, refused where an app’s rules say so', async () => {
    const facts = await readMediaFacts(await makeVideo({ codec: 'vp9', width: 400, height: 400, seconds: 3.2, hdr: true }));
    expect(facts.video).toMatchObject({ codec: 'vp9', hdr: true, transfer: 'pq' });
    const rules = extendMediaRules({ tiktok: { postKinds: { POST: { video: { hdr: false } } } } });
    expect(sentences(facts, 'tiktok', { rules })).toEqual(['TikTok does not take HDR video; this one is HDR. Export it again with settings for TikTok.']);
    expect(checkMedia([facts], ['tiktok']).files[0]!.status).toBe('ok');
  });

  it('gives a video of one frame no frame rate, rather than its time scale, and refuses it for none', async () => {
    const still = await readMediaFacts(await makeVideo({ codec: 'avc', frameRate: 30, seconds: 1 / 30, name: 'still.mp4' }));
    expect(still.status).toBe('read');
    expect(still.video!.frameRate).toBeUndefined();
    expect(checkMedia([still], ['x']).files[0]!.networks.x!.reasons.map((reason) => reason.code)).not.toContain('frame-rate-high');
  });

  it('reads a WebM, and a file that only claims to be an MP4 is unknown, never a pass', async () => {
    const webm = await readMediaFacts(await makeVideo({ codec: 'vp9', container: 'webm', seconds: 1 }));
    expect(webm).toMatchObject({ type: 'video/webm', status: 'read', width: 320, height: 240 });
    expect(webm.video).toMatchObject({ codec: 'vp9', frameRate: 30 });
    // A WebM's bit rate would need the whole file read: left out, and no limit is checked on it.
    expect(webm.video!.bitRate).toBeUndefined();
    expect(webm.fastStart).toBeUndefined();
    const broken = await readMediaFacts(new File([new Uint8Array(4000).fill(7)], 'broken.mp4', { type: 'video/mp4' }));
    expect(broken.status).toBe('unknown');
    expect(checkMedia([broken], ['x']).files[0]!.status).toBe('unknown');
  });
});
