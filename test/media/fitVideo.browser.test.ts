import { canEncodeAudio } from 'mediabunny';
import { fitVideo } from '../../src/media/fitVideo.js';
import { planVideoFit } from '../../src/media/videoFitPlan.js';
import { readMediaFacts } from '../../src/media/store.js';
import { makeVideo } from '../../stories/support/videos.js';
import { FLOW } from '../support/patience.js';

// Videos fitted in the browser with WebCodecs, end to end in Chromium: made here by the browser's
// own encoder, planned for a network, fitted in the worker the package ships, and the fitted file's
// header read back.

describe('fitVideo', FLOW, () => {
  it('trims a 150 s 1080p60 H.264 MP4 for X to 140 s, keeping 60 fps, and the fitted file’s header says so', async () => {
    // Two seconds encoded by this browser, their packets written again to last 150 s.
    const file = await makeVideo({ codec: 'avc', width: 1920, height: 1080, frameRate: 60, seconds: 2, lastFor: 150, bitRate: 1_000_000, picture: 'plain', name: 'match.mp4' });
    const facts = await readMediaFacts(file);
    expect(facts.duration).toBeCloseTo(150, 0);
    const plan = planVideoFit(facts, ['x']);
    expect(plan).toEqual({ status: 'fit', target: expect.objectContaining({ maxDuration: 140, maxFrameRate: 60, videoCodecs: ['avc'] }) });
    if (plan.status !== 'fit') return;
    const progress: number[] = [];
    const result = await fitVideo(file, plan.target, { onProgress: (value) => progress.push(value) });
    expect(result).toMatchObject({ ranIn: 'worker', copied: { video: true, audio: false }, videoCodec: 'avc' });
    expect(result.file).toMatchObject({ name: 'match.mp4', type: 'video/mp4' });
    const fitted = await readMediaFacts(result.file);
    expect(fitted.duration).toBeGreaterThan(139);
    expect(fitted.duration).toBeLessThanOrEqual(140.05);
    expect(fitted.video?.frameRate).toBeCloseTo(60, 0);
    expect(fitted.video?.codec).toBe('avc');
    expect(fitted.fastStart).toBe(true);
    expect([fitted.width, fitted.height]).toEqual([1920, 1080]);
    expect(planVideoFit(fitted, ['x'])).toEqual({ status: 'ok' });
    // Told as it went, never backwards.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('re-encodes a VP9 video to H.264 for X, scales it down and lowers its frame rate when the target asks', async () => {
    const file = await makeVideo({ codec: 'vp9', width: 1280, height: 720, frameRate: 60, seconds: 2, picture: 'plain', name: 'clip.webm', container: 'webm' });
    const result = await fitVideo(file, { videoCodecs: ['avc'], maxWidth: 640, maxFrameRate: 30 });
    expect(result).toMatchObject({ videoCodec: 'avc', width: 640, height: 360, frameRate: 30, copied: { video: false } });
    expect(result.file.name).toBe('clip.mp4');
    const fitted = await readMediaFacts(result.file);
    expect(fitted.video).toMatchObject({ codec: 'avc' });
    expect(fitted.video?.frameRate).toBeCloseTo(30, 0);
    expect([fitted.width, fitted.height]).toEqual([640, 360]);
    expect(fitted.duration).toBeCloseTo(2, 1);
  });

  it('lands under a byte limit by lowering the bit rate', async () => {
    const file = await makeVideo({ codec: 'avc', width: 1280, height: 720, frameRate: 30, seconds: 4, bitRate: 8_000_000, picture: 'plain', name: 'bright.mp4' });
    const maxBytes = Math.floor(file.size / 3);
    const result = await fitVideo(file, { maxBytes });
    expect(result.copied.video).toBe(false);
    expect(result.file.size).toBeLessThanOrEqual(maxBytes);
    const fitted = await readMediaFacts(result.file);
    expect(fitted.duration).toBeCloseTo(4, 0);
    // The size it says is the file's, smaller where the encoder could not go as low as asked.
    expect([fitted.width, fitted.height]).toEqual([result.width, result.height]);
    expect(result.width / result.height).toBeCloseTo(16 / 9, 1);
  });

  it('refuses to make a silent video when the sound must become AAC and this browser has no AAC encoder', async () => {
    const file = await makeVideo({ codec: 'avc', seconds: 2, sound: true, name: 'talk.mp4' });
    const facts = await readMediaFacts(file);
    expect(facts.audio?.codec).toBe('opus');
    const plan = planVideoFit(facts, ['x']);
    if (plan.status !== 'fit') throw new Error(`planned ${plan.status}`);
    // This Chromium has no AAC encoder; where a browser has one, the sound is re-encoded.
    if (await canEncodeAudio('aac')) {
      expect((await readMediaFacts((await fitVideo(file, plan.target)).file)).audio?.codec).toBe('aac');
      return;
    }
    await expect(fitVideo(file, plan.target)).rejects.toMatchObject({ name: 'VideoFitError', code: 'audio-encoder', message: 'This browser cannot encode aac sound, which the video needs.' });
  });

  it('stops at once when canceled, and the next video fits', async () => {
    const file = await makeVideo({ codec: 'vp9', width: 640, height: 360, seconds: 6, picture: 'plain', name: 'long.webm', container: 'webm' });
    const controller = new AbortController();
    const heard: number[] = [];
    const fitting = fitVideo(file, { videoCodecs: ['avc'] }, { signal: controller.signal, onProgress: (value) => (heard.push(value), value > 0.1 && controller.abort()) });
    await expect(fitting).rejects.toMatchObject({ name: 'AbortError' });
    const atCancel = heard.length;
    // The worker ended with the cancel: nothing more is heard of it while the next video is made.
    const next = await makeVideo({ codec: 'vp9', width: 640, height: 360, seconds: 2, picture: 'plain', name: 'next.webm', container: 'webm' });
    expect(heard).toHaveLength(atCancel);
    expect((await fitVideo(next, { videoCodecs: ['avc'] })).videoCodec).toBe('avc');
  });
});
