/**
 * Codecs as people name them, and the profile a codec string carries. The ids are mediabunny's
 * (`avc`, `hevc`, `vp9`, `aac`…), which are what `MediaFacts` and the media rules hold.
 */

const NAMES: Readonly<Record<string, string>> = {
  avc: 'H.264',
  hevc: 'HEVC',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  prores: 'ProRes',
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  flac: 'FLAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  dts: 'DTS',
  ulaw: 'μ-law',
  alaw: 'A-law',
};

/** "H.264", "HEVC", "AAC"; uncompressed audio of any sample format is "PCM"; an unknown codec keeps its id. */
export function codecName(codec: string): string {
  if (codec.startsWith('pcm-')) return 'PCM';
  return NAMES[codec] ?? (codec || '?');
}

/** H.264's `profile_idc` (ITU-T H.264, Annex A), as the second and third characters' hex in `avc1.PPCCLL`. */
const AVC_PROFILES: Readonly<Record<number, string>> = { 66: 'Baseline', 77: 'Main', 88: 'Extended', 100: 'High', 110: 'High 10', 122: 'High 4:2:2', 244: 'High 4:4:4' };
/** HEVC's `general_profile_idc` (ITU-T H.265, Annex A), the second field of `hvc1.P.…`. */
const HEVC_PROFILES: Readonly<Record<number, string>> = { 1: 'Main', 2: 'Main 10', 3: 'Main Still Picture', 4: 'Range Extensions' };

/** AAC's audio object type (ISO/IEC 14496-3, 1.5.1.1), the third field of `mp4a.40.N`: SBR is HE-AAC, SBR with PS its second version. */
const AAC_PROFILES: Readonly<Record<number, string>> = { 1: 'Main', 2: 'LC', 4: 'LTP', 5: 'HE-AAC', 23: 'LD', 29: 'HE-AAC v2', 39: 'ELD', 42: 'xHE-AAC' };

/**
 * The profile named in an RFC 6381 codec string: `avc1.640028` → "High", `hvc1.2.4.L150.B0` →
 * "Main 10", `mp4a.40.5` → "HE-AAC". `undefined` for other codecs, whose profiles networks do not
 * name. An HE-AAC file whose configuration is LC's with SBR signalled as an extension after it
 * (the backward-compatible form) reads as `mp4a.40.2` ("LC").
 */
export function codecProfile(codecString: string): string | undefined {
  const [family, first, second] = codecString.split('.');
  if (family === 'mp4a' && first === '40' && second) return AAC_PROFILES[Number(second)];
  if ((family === 'avc1' || family === 'avc3') && first) return AVC_PROFILES[parseInt(first.slice(0, 2), 16)];
  // A profile space letter (A–C) may come before the number.
  if ((family === 'hvc1' || family === 'hev1') && first) return HEVC_PROFILES[Number(first.replace(/^[A-C]/, ''))];
  return undefined;
}
