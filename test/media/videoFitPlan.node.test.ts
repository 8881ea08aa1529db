import { planVideoFit, videoFitTarget } from '../../src/media/videoFitPlan.js';
import type { MediaFacts } from '../../src/media/types.js';

// The plan for a video, pure: from its facts and the chosen networks' rules, whether it goes as
// it is, what it must become, or why fitting does not help.

type Stream = NonNullable<MediaFacts['video']>;

const video = ({ video: stream, ...facts }: Partial<Omit<MediaFacts, 'video'>> & { video?: Partial<Stream> } = {}): MediaFacts => ({
  name: 'clip.mp4',
  type: 'video/mp4',
  size: 20_000_000,
  status: 'read',
  width: 1920,
  height: 1080,
  duration: 30,
  ...facts,
  video: { codec: 'avc', frameRate: 30, hdr: false, rotation: 0, ...stream },
});

describe('planVideoFit', () => {
  it('leaves a video every chosen network takes as it is', () => {
    expect(planVideoFit(video(), ['x', 'bluesky'])).toEqual({ status: 'ok' });
  });

  it('gives X’s 140 s, 60 fps and H.264 for a 150 s video, and the strictest of two networks', () => {
    const plan = planVideoFit(video({ duration: 150 }), ['x']);
    expect(plan).toEqual({ status: 'fit', target: expect.objectContaining({ maxDuration: 140, maxFrameRate: 60, maxBytes: 512 * 1024 * 1024, videoCodecs: ['avc'], audioCodecs: ['aac'], aacProfiles: ['LC'] }) });
    const both = planVideoFit(video({ duration: 150, size: 200_000_000 }), ['x', 'bluesky']);
    // X's length, Bluesky's bytes.
    expect(both).toMatchObject({ status: 'fit', target: { maxDuration: 140, maxBytes: 100_000_000 } });
  });

  it('fits a codec or a container a network refuses, and a frame rate too high', () => {
    expect(planVideoFit(video({ video: { codec: 'vp9' } }), ['x'])).toMatchObject({ status: 'fit', target: { videoCodecs: ['avc'] } });
    expect(planVideoFit(video({ type: 'video/webm', name: 'clip.webm' }), ['x'])).toMatchObject({ status: 'fit' });
    expect(planVideoFit(video({ video: { frameRate: 120 } }), ['x'])).toMatchObject({ status: 'fit', target: { maxFrameRate: 60 } });
  });

  it('says why fitting does not help: too short, an image, facts not read', () => {
    expect(planVideoFit(video({ duration: 0.2 }), ['x'])).toEqual({ status: 'cannot', reason: { code: 'refused', network: 'x' } });
    expect(planVideoFit({ ...video(), type: 'image/png' }, ['x'])).toEqual({ status: 'cannot', reason: { code: 'not-video' } });
    expect(planVideoFit({ ...video(), status: 'pending' }, ['x'])).toEqual({ status: 'cannot', reason: { code: 'unknown' } });
    const { video: _stream, ...bare } = video();
    expect(planVideoFit(bare, ['x'])).toEqual({ status: 'cannot', reason: { code: 'unknown' } });
  });

  it('finds no target when the networks share no MP4 or no codec', () => {
    const mp4 = { types: ['video/mp4'] };
    expect(videoFitTarget([{ types: ['video/quicktime'] }, mp4])).toBeUndefined();
    expect(videoFitTarget([{ ...mp4, videoCodecs: ['avc'] }, { ...mp4, videoCodecs: ['vp9'] }])).toBeUndefined();
    expect(videoFitTarget([{ ...mp4, videoCodecs: ['avc', 'hevc'] }, { ...mp4, videoCodecs: ['hevc'] }])).toEqual({ videoCodecs: ['hevc'] });
  });
});
