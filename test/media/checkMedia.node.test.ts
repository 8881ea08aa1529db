import { mediaCheckMessages } from '../../src/i18n/en/mediaCheck.js';
import { checkMedia } from '../../src/media/check.js';
import { describeMediaVerdict, describePostVerdict, formatRatio } from '../../src/media/describe.js';
import type { MediaFacts } from '../../src/media/types.js';
import { extendMediaRules } from '../../src/networks/media/merge.js';

const MB = 1024 * 1024;
const image = (width: number, height: number, more: Partial<MediaFacts> = {}): MediaFacts => ({ name: 'photo.jpg', type: 'image/jpeg', size: 1 * MB, status: 'read', width, height, animated: false, ...more });
const video = (width: number, height: number, duration: number, more: Partial<MediaFacts> = {}): MediaFacts => ({ name: 'clip.mp4', type: 'video/mp4', size: 10 * MB, status: 'read', width, height, duration, ...more });
const gif = (more: Partial<MediaFacts> = {}): MediaFacts => ({ name: 'party.gif', type: 'image/gif', size: 2 * MB, status: 'read', width: 480, height: 270, animated: true, frames: 24, ...more });

const sentences = (facts: MediaFacts[], networks: string[], postKind?: Record<string, string>) => {
  const result = checkMedia(facts, networks, { postKind });
  return {
    result,
    file: (index: number, network: string) => describeMediaVerdict(result.files[index]!.networks[network]!, mediaCheckMessages, 'en'),
    post: (network: string) => describePostVerdict(result.post[network]!, mediaCheckMessages, 'en'),
  };
};

describe('checkMedia at the edges of the rules', () => {
  it('passes 4:5 on Instagram feed and refuses a pixel taller, pointing to Stories', () => {
    const { result, file } = sentences([image(1080, 1350), image(1080, 1351)], ['instagram']);
    expect(result.files[0]!.networks.instagram).toMatchObject({ status: 'ok', postKind: 'FEED', kind: 'image', reasons: [] });
    expect(result.files[1]!.networks.instagram).toMatchObject({
      status: 'refused',
      reasons: [{ code: 'aspect-too-tall', width: 1080, height: 1351, limit: [4, 5] }],
      alternatives: ['STORIES'],
    });
    expect(file(1, 'instagram')).toEqual(['1:1.251 is taller than Instagram feed allows (4:5). Post it as a Story, or crop it.']);
  });

  it('passes 1.91:1 and refuses a pixel wider', () => {
    const result = checkMedia([image(1910, 1000), image(1911, 1000)], ['instagram']);
    expect(result.files.map((f) => f.networks.instagram!.status)).toEqual(['ok', 'refused']);
    expect(result.files[1]!.networks.instagram!.reasons[0]).toMatchObject({ code: 'aspect-too-wide', limit: [1.91, 1] });
  });

  it('refuses a 9:16 photo on Instagram feed, takes it as a Story, and Bluesky takes it once fitted', () => {
    const photo = image(1080, 1920, { size: 6 * MB });
    const feed = sentences([photo], ['instagram', 'bluesky']);
    expect(feed.file(0, 'instagram')).toEqual(['9:16 is taller than Instagram feed allows (4:5). Post it as a Story, or crop it.']);
    expect(feed.result.files[0]!.networks.bluesky).toMatchObject({ status: 'fixable', reasons: [{ code: 'too-large', bytes: 6 * MB, maxBytes: 2_000_000, fixable: true }] });
    expect(feed.file(0, 'bluesky')).toEqual(['At 6 MB, it is larger than Bluesky allows (1.9 MB). It can be made smaller to fit.']);
    expect(feed.result.status).toBe('refused');

    const story = checkMedia([photo], ['instagram', 'bluesky'], { postKind: { instagram: 'STORIES' } });
    expect(story.post.instagram).toMatchObject({ postKind: 'STORIES', status: 'ok' });
    expect(story.status).toBe('fixable');
  });

  it('passes 2,000,000 bytes on Bluesky and makes one more byte fixable for a still image', () => {
    const result = checkMedia([image(1000, 1000, { size: 2_000_000 }), image(1000, 1000, { size: 2_000_001 })], ['bluesky']);
    expect(result.files.map((f) => f.networks.bluesky!.status)).toEqual(['ok', 'fixable']);
    // Rounded, the two would read alike: the sentences give the bytes.
    expect(describeMediaVerdict(result.files[1]!.networks.bluesky!, mediaCheckMessages, 'en')[0]).toBe(
      'At 2,000,001 bytes, it is larger than Bluesky allows (2,000,000 bytes). It can be made smaller to fit.',
    );
  });

  it('refuses a video over a limit when videos are not fitted', () => {
    const result = checkMedia([video(1080, 1920, 60, { size: 100_000_001 })], ['bluesky']);
    expect(result.files[0]!.networks.bluesky).toMatchObject({ status: 'refused', reasons: [{ code: 'too-large', fixable: false }] });
  });

  it('with fitVideos, calls fixable what fitting a video changes for a network that takes MP4, and says what it does', () => {
    const stream: Partial<MediaFacts> = { video: { codec: 'avc', frameRate: 60, hdr: false, rotation: 0 } };
    const long = video(1920, 1080, 150, stream);
    expect(checkMedia([long], ['x']).files[0]!.networks.x).toMatchObject({ status: 'refused', reasons: [{ code: 'too-long', fixable: false }] });
    const fitting = checkMedia([long, video(1920, 1080, 60, { video: { codec: 'vp9', frameRate: 60, hdr: false, rotation: 0 } }), video(1920, 1080, 0.2, stream)], ['x'], { fitVideos: true });
    expect(fitting.files.map((file) => file.networks.x!.status)).toEqual(['fixable', 'fixable', 'refused']);
    expect(describeMediaVerdict(fitting.files[0]!.networks.x!, mediaCheckMessages, 'en')).toEqual(['At 2.5 minutes, it is longer than X allows (2.3 minutes). It can be trimmed to fit.']);
    expect(describeMediaVerdict(fitting.files[1]!.networks.x!, mediaCheckMessages, 'en')).toEqual([expect.stringMatching(/It can be re-encoded to fit\.$/)]);
    // Without its container read, nothing says fitting would help.
    expect(checkMedia([video(1920, 1080, 150)], ['x'], { fitVideos: true }).files[0]!.networks.x!.status).toBe('refused');
  });

  it('checks durations at the edges: 3 s passes a Reel, less does not; 15 minutes passes, a second more does not', () => {
    const result = checkMedia([video(1080, 1920, 3), video(1080, 1920, 2.9), video(1080, 1920, 900), video(1080, 1920, 901)], ['instagram'], { postKind: { instagram: 'REELS' } });
    expect(result.files.map((f) => f.networks.instagram!.status)).toEqual(['ok', 'refused', 'ok', 'refused']);
    expect(describeMediaVerdict(result.files[1]!.networks.instagram!, mediaCheckMessages, 'en')).toEqual(['At 2.9 seconds, it is shorter than Instagram Reels allows (3 seconds).']);
    expect(describeMediaVerdict(result.files[3]!.networks.instagram!, mediaCheckMessages, 'en')).toEqual([
      // A second over reads "15 minutes" both ways, rounded: the sentences give seconds.
      'At 901 seconds, it is longer than Instagram Reels allows (900 seconds).',
    ]);
  });

  it('refuses a landscape video as a Short and points to a regular video', () => {
    const { result, file } = sentences([video(1920, 1080, 30)], ['youtube'], { youtube: 'SHORTS' });
    expect(result.files[0]!.networks.youtube).toMatchObject({ status: 'refused', alternatives: ['VIDEO'] });
    expect(file(0, 'youtube')).toEqual(['16:9 is wider than YouTube Shorts allows (1:1). Post it as a video, or crop it.']);
  });

  it('refuses an image on Reels, and says where it would go', () => {
    const { result, file } = sentences([image(1080, 1350)], ['instagram'], { instagram: 'REELS' });
    expect(result.files[0]!.networks.instagram).toMatchObject({ status: 'refused', reasons: [{ code: 'kind', kind: 'image' }], alternatives: ['FEED', 'STORIES'] });
    expect(file(0, 'instagram')).toEqual(['Instagram Reels does not take images. Post it as a feed post or a Story.']);
  });
});

describe('checkMedia on types and unreadable files', () => {
  it('makes a PNG fixable for Instagram (it takes JPEG) but refuses an animated GIF there', () => {
    const result = checkMedia([image(1080, 1080, { type: 'image/png' }), gif()], ['instagram']);
    expect(result.files[0]!.networks.instagram).toMatchObject({ status: 'fixable', reasons: [{ code: 'type', type: 'image/png', accepted: ['image/jpeg'], fixable: true }] });
    expect(result.files[1]!.networks.instagram).toMatchObject({ status: 'refused', reasons: [{ code: 'type', fixable: false }] });
    expect(describeMediaVerdict(result.files[0]!.networks.instagram!, mediaCheckMessages, 'en')).toEqual([
      'Instagram feed does not take PNG files; it takes JPEG. It can be converted to fit.',
    ]);
  });

  it('never passes a file the browser could not read: unknown where the type is taken, refused where it is not', () => {
    const broken: MediaFacts = { name: 'broken.jpg', type: 'image/jpeg', size: 1000, status: 'unknown' };
    const heic: MediaFacts = { name: 'IMG_0001.HEIC', type: 'image/heic', size: 3 * MB, status: 'unknown' };
    const result = checkMedia([broken, heic], ['x', 'bluesky']);
    expect(result.files[0]!.networks.x).toMatchObject({ status: 'unknown', reasons: [{ code: 'unreadable' }] });
    expect(result.files[1]!.networks.bluesky!.status).toBe('refused');
    expect(result.files[1]!.networks.bluesky!.reasons.map((r) => [r.code, r.fixable])).toEqual([
      ['type', false],
      ['too-large', false],
      ['unreadable', false],
    ]);
    expect(describeMediaVerdict(result.files[1]!.networks.bluesky!, mediaCheckMessages, 'en')[0]).toBe('Bluesky does not take HEIC files; it takes JPEG, PNG, WebP, or GIF.');
    expect(result.status).toBe('refused');
  });

  it('keeps a file not read yet pending, but refuses at once what its type and size already rule out', () => {
    const pending = (more: Partial<MediaFacts>): MediaFacts => ({ name: 'a', type: 'image/jpeg', size: 1000, status: 'pending', ...more });
    const result = checkMedia([pending({}), pending({ type: 'video/mp4', size: 200_000_000 })], ['bluesky']);
    expect(result.files[0]!.networks.bluesky!.status).toBe('pending');
    expect(result.files[1]!.networks.bluesky!.status).toBe('refused');
  });

  it('judges an animated GIF apart on X and as an image where a network has no such rule', () => {
    const result = checkMedia([gif({ size: 10 * MB })], ['x', 'bluesky', 'linkedin']);
    expect(result.files[0]!.networks.x).toMatchObject({ kind: 'animation', status: 'ok' });
    expect(result.files[0]!.networks.bluesky).toMatchObject({ kind: 'image', status: 'refused' });
    expect(result.files[0]!.networks.linkedin).toMatchObject({ kind: 'image', status: 'ok' });
    expect(checkMedia([gif({ frames: 251 })], ['linkedin']).files[0]!.networks.linkedin!.reasons).toEqual([{ code: 'too-many-frames', frames: 251, maxFrames: 250, fixable: false }]);
  });

  it('scales what is too big in pixels, and refuses what is too small', () => {
    const result = checkMedia([image(4000, 3000), video(320, 640, 10)], ['tiktok']);
    expect(result.files[0]!.networks.tiktok).toMatchObject({ status: 'fixable', reasons: [{ code: 'too-many-pixels', maxPixels: 1920 * 1080, fixable: true }] });
    expect(result.files[1]!.networks.tiktok).toMatchObject({ status: 'refused', reasons: [{ code: 'too-small', minWidth: 360, minHeight: 360 }] });
  });
});

describe('checkMedia on the post as a whole', () => {
  it('refuses six images for Bluesky and says so in numbers', () => {
    const { result, post } = sentences(Array.from({ length: 6 }, () => image(1000, 1000)), ['bluesky']);
    expect(result.post.bluesky).toMatchObject({ status: 'refused', reasons: [{ code: 'too-many', kind: 'image', count: 6, max: 4 }] });
    expect(result.files.every((f) => f.status === 'ok')).toBe(true);
    expect(post('bluesky')).toEqual(['Bluesky allows 4 images; 6 are attached.']);
  });

  it('keeps a GIF alone on X and a video apart from images', () => {
    const twoGifs = sentences([gif(), gif()], ['x']);
    expect(twoGifs.post('x')).toEqual(['X allows one GIF; 2 are attached.']);
    const mixed = sentences([image(1000, 1000), video(1280, 720, 30)], ['x', 'threads']);
    expect(mixed.result.post.x!.reasons).toEqual([{ code: 'mixed', kinds: ['image', 'video'] }]);
    expect(mixed.post('x')).toEqual(['X does not take images and videos in one post.']);
    // A Threads carousel mixes them.
    expect(mixed.result.post.threads).toMatchObject({ status: 'ok', reasons: [] });
  });

  it('counts files of mixed kinds against the total', () => {
    const { post } = sentences(
      Array.from({ length: 11 }, (_, i) => (i % 2 ? image(1080, 1080) : video(1080, 1350, 30))),
      ['instagram'],
    );
    expect(post('instagram')).toEqual(['Instagram feed allows 10 files; 11 are attached.']);
  });

  it('takes accounts for networks, each network once, and reports networks it has no rules for as unknown', () => {
    const result = checkMedia([image(1000, 1000)], [{ network: 'bluesky' }, { network: 'bluesky' }, 'mastodon']);
    expect(Object.keys(result.post)).toEqual(['bluesky', 'mastodon']);
    expect(result.files[0]!.networks.mastodon).toMatchObject({ status: 'unknown', reasons: [{ code: 'no-rules' }] });
    expect(describeMediaVerdict(result.files[0]!.networks.mastodon!, mediaCheckMessages, 'en')).toEqual(['There are no media rules for Mastodon: this file was not checked.']);
    expect(checkMedia([], ['mastodon']).status).toBe('ok');
  });

  it("checks against an app's rules: a raised limit, a new network", () => {
    const rules = extendMediaRules({
      bluesky: { postKinds: { POST: { video: { maxBytes: 300_000_000 } } } },
      mastodon: { defaultPostKind: 'POST', postKinds: { POST: { image: { types: ['image/jpeg'], maxBytes: 16 * MB }, post: { maxFiles: 4, mixing: 'none' } } } },
    });
    const result = checkMedia([video(1280, 720, 60, { size: 200_000_000 })], ['bluesky'], { rules });
    expect(result.status).toBe('ok');
    expect(checkMedia([image(1000, 1000)], ['mastodon'], { rules }).status).toBe('ok');
  });
});

describe('the checker’s messages', () => {
  it('writes ratios reduced when they reduce, else to one side', () => {
    expect(formatRatio(1080, 1920)).toBe('9:16');
    expect(formatRatio(4032, 3024)).toBe('4:3');
    expect(formatRatio(1170, 2532)).toBe('1:2.164');
    expect(formatRatio(2000, 1000)).toBe('2:1');
  });

  it("follows the locale's numbers and an app's own messages", () => {
    const result = checkMedia([image(1000, 1000, { size: 3 * MB })], ['x'], {});
    const verdict = { ...result.files[0]!.networks.x!, reasons: [{ code: 'too-large' as const, bytes: 5.5 * MB, maxBytes: 5 * MB, fixable: false }] };
    expect(describeMediaVerdict(verdict, mediaCheckMessages, 'de')).toEqual(['At 5,5 MB, it is larger than X allows (5 MB).']);
    const french = { ...mediaCheckMessages, mediaCheckTooLarge: 'Avec {size}, le fichier dépasse ce que {target} accepte ({limit}).' };
    expect(describeMediaVerdict(verdict, french, 'fr')[0]!.replace(/\u202f/g, ' ')).toBe('Avec 5,5 Mo, le fichier dépasse ce que X accepte (5 Mo).');
  });
});

describe('checkMedia on a video’s streams', () => {
  const stream = (more: Partial<NonNullable<MediaFacts['video']>> = {}) => ({ codec: 'avc', frameRate: 30, bitRate: 8_000_000, hdr: false, rotation: 0, ...more });
  const reel = (more: Partial<MediaFacts> = {}) => video(1080, 1920, 30, { video: stream(), audio: { codec: 'aac', sampleRate: 48_000, channels: 2 }, fastStart: true, ...more });

  it('refuses HEVC for X, naming both codecs, and takes it for Instagram Reels', () => {
    const hevc = reel({ video: stream({ codec: 'hevc', codecString: 'hvc1.2.4.L150.B0', profile: 'Main 10' }) });
    const { file } = sentences([hevc], ['x', 'instagram'], { instagram: 'REELS' });
    expect(file(0, 'x')).toEqual(['X needs H.264 video; this is HEVC. Export it again with settings for X.']);
    expect(file(0, 'instagram')).toEqual([]);
  });

  it('says each stream limit with its numbers, at the edges', () => {
    const atEdges = reel({ video: stream({ frameRate: 60, bitRate: 25_000_000 }) });
    expect(checkMedia([atEdges], ['instagram'], { postKind: { instagram: 'REELS' } }).files[0]!.status).toBe('ok');
    const over = reel({ video: stream({ frameRate: 120, bitRate: 31_500_000 }), audio: { codec: 'aac', sampleRate: 96_000, channels: 2 } });
    const { file } = sentences([over], ['instagram'], { instagram: 'REELS' });
    expect(file(0, 'instagram')).toEqual([
      'At 120 frames per second, it is faster than Instagram Reels allows (60). Export it again with settings for Instagram Reels.',
      'At 31.5 Mb/s, its bit rate is higher than Instagram Reels allows (25 Mb/s). Export it again with settings for Instagram Reels.',
      'Its sound, at 96,000 Hz, has a higher sample rate than Instagram Reels allows (48,000 Hz). Export it again with settings for Instagram Reels.',
    ]);
    // Rounded alike, both bit rates are given more closely.
    const barely = reel({ video: stream({ bitRate: 25_010_000 }) });
    expect(sentences([barely], ['instagram'], { instagram: 'REELS' }).file(0, 'instagram')[0]).toMatch(/^At 25\.01 Mb\/s, .* \(25 Mb\/s\)/);
  });

  it('takes 23.976 frames per second where a network says 24, and refuses 23', () => {
    const { file } = sentences([reel({ video: stream({ frameRate: 23.98 }) }), reel({ video: stream({ frameRate: 23 }) })], ['facebook'], { facebook: 'REELS' });
    expect(file(0, 'facebook')).toEqual([]);
    expect(file(1, 'facebook')).toEqual(['At 23 frames per second, it is slower than Facebook Reels allows (24). Export it again with settings for Facebook Reels.']);
  });

  it('leaves the streams to the network when the facts do not carry them (made by hand, another container)', () => {
    expect(checkMedia([video(1080, 1920, 30)], ['x', 'instagram'], { postKind: { instagram: 'REELS' } }).status).toBe('ok');
  });

  it('refuses HE-AAC where a network takes AAC-LC only, and surround sound where it takes stereo', () => {
    const heAac = { codec: 'aac', codecString: 'mp4a.40.5', profile: 'HE-AAC', sampleRate: 48_000, channels: 6 };
    const { file } = sentences([reel({ audio: heAac })], ['x', 'instagram', 'facebook', 'threads'], { instagram: 'REELS', facebook: 'REELS' });
    expect(file(0, 'x')).toEqual(['X needs AAC-LC sound; this video has HE-AAC. Export it again with settings for X.']);
    expect(file(0, 'facebook')).toEqual(['Facebook Reels needs AAC-LC sound; this video has HE-AAC. Export it again with settings for Facebook Reels.']);
    expect(file(0, 'instagram')).toEqual(['Its sound has 6 channels; Instagram Reels allows 2 at most. Export it again with settings for Instagram Reels.']);
    expect(file(0, 'threads')).toEqual([]);
    // AAC-LC, or AAC whose container names no profile, in stereo: taken everywhere.
    for (const audio of [{ ...heAac, codecString: 'mp4a.40.2', profile: 'LC', channels: 2 }, { codec: 'aac', sampleRate: 48_000, channels: 1 }])
      expect(checkMedia([reel({ audio })], ['x', 'instagram', 'facebook'], { postKind: { instagram: 'REELS', facebook: 'REELS' } }).files[0]!.status).toBe('ok');
  });

  it('takes a video with no sound where sound is limited', () => {
    const silent = reel({ video: stream(), audio: undefined });
    expect(checkMedia([silent], ['x']).files[0]!.status).toBe('ok');
  });
});
