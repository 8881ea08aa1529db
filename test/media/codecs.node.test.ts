import { codecName, codecProfile } from '../../src/media/codecs.js';

describe('codec names and profiles', () => {
  it('names codecs as people do, and any PCM as PCM', () => {
    expect(['avc', 'hevc', 'vp9', 'av1', 'aac', 'opus', 'pcm-s24', 'eac3'].map(codecName)).toEqual(['H.264', 'HEVC', 'VP9', 'AV1', 'AAC', 'Opus', 'PCM', 'E-AC-3']);
    expect(codecName('')).toBe('?');
  });

  it('reads H.264’s and HEVC’s profile from the codec string', () => {
    expect(codecProfile('avc1.640028')).toBe('High');
    expect(codecProfile('avc1.42001f')).toBe('Baseline');
    expect(codecProfile('avc3.4d401e')).toBe('Main');
    expect(codecProfile('hvc1.2.4.L150.B0')).toBe('Main 10');
    expect(codecProfile('hev1.A1.6.L93.B0')).toBe('Main');
    expect(codecProfile('vp09.00.10.08')).toBeUndefined();
  });

  it('reads AAC’s profile from its audio object type', () => {
    expect(['mp4a.40.2', 'mp4a.40.5', 'mp4a.40.29', 'mp4a.40.1', 'mp4a.67', 'opus'].map(codecProfile)).toEqual(['LC', 'HE-AAC', 'HE-AAC v2', 'Main', undefined, undefined]);
  });
});
