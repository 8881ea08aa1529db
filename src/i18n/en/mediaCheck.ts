/**
 * The media checker's messages (`checkMedia`, `useMediaCheck`), in English. `{target}` is a network
 * and its post kind as `mediaCheckTarget` makes it ("Instagram feed", "Bluesky"); sizes, ratios,
 * durations and lists come formatted for the locale. Keys ending in `_one` / `_other` (and the
 * locale's other plural forms, if the app adds them) are chosen with Intl.PluralRules. Sentences
 * ending a reason ("Crop it.", "Post it as a Reel.") are keys of their own, so a translation
 * phrases them as a whole. Override any of them on the provider's `messages`.
 *
 * No component shows these by itself: an app shows them beside a file or a post it is composing
 * (under a thumbnail, in a list of problems), one sentence per reason a file does not fit a
 * network, with its remedy after it ("9:16 is taller than Instagram feed allows (4:5). Post it as a
 * Reel or a Story, or crop it."). "It" is always the file. Post kinds are the networks' own names
 * for them (Instagram's Reels and Stories, YouTube's Shorts): use the wording each network uses in
 * its own app in your language (docs/languages.md, "Network terms").
 */
export const mediaCheckMessages = {
  /**
   * A network with a post kind's noun, the `{target}` of the sentences below: "Instagram feed",
   * "YouTube Shorts". `{network}` = the network's name; `{postKind}` = one of the
   * `mediaCheckPostKind*` nouns. Reorder them as your language needs.
   */
  mediaCheckTarget: '{network} {postKind}',
  /**
   * Post kind noun in `mediaCheckTarget`: a regular post in the feed (Instagram, Facebook):
   * "Instagram feed". Lowercase unless your language capitalises it.
   */
  mediaCheckPostKindFeed: 'feed',
  /**
   * Post kind noun in `mediaCheckTarget`: Instagram's and Facebook's short vertical videos,
   * "Reels", as they name them in your language: "Instagram Reels".
   */
  mediaCheckPostKindReels: 'Reels',
  /**
   * Post kind noun in `mediaCheckTarget`: Instagram's Stories (posts that disappear after 24
   * hours), as Instagram names them in your language: "Instagram Stories".
   */
  mediaCheckPostKindStories: 'Stories',
  /**
   * Post kind noun in `mediaCheckTarget`: YouTube's Shorts (short vertical videos), as YouTube
   * names them in your language: "YouTube Shorts".
   */
  mediaCheckPostKindShorts: 'Shorts',
  /**
   * What a file could be posted as instead, in `mediaCheckPostAs` / `mediaCheckPostAsOrCrop` ("Post
   * it as {alternatives}"): an ordinary feed post (Instagram, Facebook). With its article if your
   * language has one.
   */
  mediaCheckPostAsFeed: 'a feed post',
  /**
   * What a file could be posted as instead, in "Post it as {alternatives}": one Reel (Instagram,
   * Facebook). With its article if your language has one.
   */
  mediaCheckPostAsReels: 'a Reel',
  /**
   * What a file could be posted as instead, in "Post it as {alternatives}": one Story (Instagram).
   * With its article if your language has one.
   */
  mediaCheckPostAsStories: 'a Story',
  /**
   * What a file could be posted as instead, in "Post it as {alternatives}": one YouTube Short. With
   * its article if your language has one.
   */
  mediaCheckPostAsShorts: 'a Short',
  /**
   * What a file could be posted as instead, in "Post it as {alternatives}": an ordinary YouTube
   * video (not a Short). With its article if your language has one.
   */
  mediaCheckPostAsVideo: 'a video',
  /**
   * What a file could be posted as instead, in "Post it as {alternatives}": an ordinary post (X,
   * Threads, Bluesky, LinkedIn, TikTok, Pinterest). With its article if your language has one.
   */
  mediaCheckPostAsPost: 'a post',

  /**
   * A kind of file (a still image), in the form for the number `{kind}` stands beside. Plural
   * forms: `_one`, `_other`, and your language's others. `mediaCheckTooMany_*` picks the form for
   * the network's limit ("allows one image", "allows 4 images"); `mediaCheckKind` and
   * `mediaCheckMixed` ("does not take images") pick the form for the number 2, which is `_two`
   * in Arabic and Hebrew and `_few` in Polish, Russian and Ukrainian: give those the word as it
   * reads for "files of this kind" in general.
   */
  mediaCheckKindImage_one: 'image',
  /** A kind of file (still images), plural: see `mediaCheckKindImage_one`. */
  mediaCheckKindImage_other: 'images',
  /** A kind of file (an animated GIF), singular: see `mediaCheckKindImage_one`. */
  mediaCheckKindAnimation_one: 'GIF',
  /** A kind of file (animated GIFs), plural: see `mediaCheckKindImage_one`. */
  mediaCheckKindAnimation_other: 'GIFs',
  /** A kind of file (a video), singular: see `mediaCheckKindImage_one`. */
  mediaCheckKindVideo_one: 'video',
  /** A kind of file (videos), plural: see `mediaCheckKindImage_one`. */
  mediaCheckKindVideo_other: 'videos',

  /**
   * The file's format is refused. `{target}` = network and post kind ("Instagram feed");
   * `{type}` and `{accepted}` are short format names ("HEIC"; "JPEG or PNG").
   */
  mediaCheckType: '{target} does not take {type} files; it takes {accepted}.',
  /**
   * As `mediaCheckType`, when the file's format is not known. `{accepted}` = formats, "JPEG or
   * PNG".
   */
  mediaCheckTypeUnknown: '{target} does not take this type of file; it takes {accepted}.',
  /**
   * The network takes no files of this kind at all. `{kind}` = a kind in its form for
   * the number 2 ("videos"; see `mediaCheckKindImage_one`).
   */
  mediaCheckKind: '{target} does not take {kind}.',
  /**
   * The file is too big. `{size}` = its size, `{limit}` = the network's maximum, both formatted
   * ("12 MB").
   */
  mediaCheckTooLarge: 'At {size}, it is larger than {target} allows ({limit}).',
  /**
   * The image or video is too wide. `{width}` = its width in pixels, `{limit}` = the maximum width
   * in pixels (numbers).
   */
  mediaCheckTooWide: 'At {width} pixels wide, it is wider than {target} allows ({limit}).',
  /**
   * The image or video is too tall. `{height}` = its height in pixels, `{limit}` = the maximum
   * height in pixels (numbers).
   */
  mediaCheckTooTall: 'At {height} pixels high, it is taller than {target} allows ({limit}).',
  /**
   * The image has too many pixels in all. `{width}` × `{height}` = its size in pixels; `{limit}` =
   * the maximum number of pixels.
   */
  mediaCheckTooManyPixels: 'At {width} × {height} pixels, it is larger than {target} allows ({limit} pixels).',
  /**
   * The image or video is too small. `{width}` × `{height}` = its size in pixels; `{minWidth}` ×
   * `{minHeight}` = the smallest allowed.
   */
  mediaCheckTooSmall: 'At {width} × {height} pixels, it is smaller than {target} allows ({minWidth} × {minHeight}).',
  /**
   * Its shape is too tall and narrow. `{ratio}` is the file's width:height ("9:16"), `{limit}` the
   * network's ("4:5").
   */
  mediaCheckAspectTooTall: '{ratio} is taller than {target} allows ({limit}).',
  /**
   * Its shape is too wide and flat. `{ratio}` is the file's width:height ("16:9"), `{limit}` the
   * network's ("1.91:1").
   */
  mediaCheckAspectTooWide: '{ratio} is wider than {target} allows ({limit}).',
  /**
   * The video is too short. `{duration}` = its length, `{limit}` = the minimum, both in words ("2
   * seconds").
   */
  mediaCheckTooShort: 'At {duration}, it is shorter than {target} allows ({limit}).',
  /**
   * The video is too long. `{duration}` = its length, `{limit}` = the maximum, both in words ("3.5
   * minutes").
   */
  mediaCheckTooLong: 'At {duration}, it is longer than {target} allows ({limit}).',
  /**
   * The animated GIF has too many frames. `{frames}` = its frame count, `{limit}` = the maximum
   * (numbers).
   */
  mediaCheckTooManyFrames: 'At {frames} frames, it is longer than {target} allows ({limit} frames).',
  /**
   * The video's picture is in a format (codec) the network refuses. `{codec}` = the file's ("HEVC"),
   * `{accepted}` = the network's, joined by "or" ("H.264 or HEVC"): codec names, not translated.
   */
  mediaCheckVideoCodec: '{target} needs {accepted} video; this is {codec}.',
  /**
   * The video's sound is in a format (codec) the network refuses. `{codec}` = the file's ("Opus"),
   * `{accepted}` = the network's ("AAC"): codec names, not translated.
   */
  mediaCheckAudioCodec: '{target} needs {accepted} sound; this video has {codec}.',
  /**
   * The video has more frames per second than the network allows. `{rate}` = the file's ("60"),
   * `{limit}` = the maximum ("30"), numbers.
   */
  mediaCheckFrameRateHigh: 'At {rate} frames per second, it is faster than {target} allows ({limit}).',
  /**
   * The video has fewer frames per second than the network allows. `{rate}` = the file's ("15"),
   * `{limit}` = the minimum ("23"), numbers.
   */
  mediaCheckFrameRateLow: 'At {rate} frames per second, it is slower than {target} allows ({limit}).',
  /**
   * The video's picture uses more data per second than the network allows. `{rate}` = the file's,
   * `{limit}` = the maximum, both formatted with their unit ("31 Mb/s").
   */
  mediaCheckBitRate: 'At {rate}, its bit rate is higher than {target} allows ({limit}).',
  /**
   * The video's sound has a higher sample rate than the network allows. `{rate}` = the file's
   * ("96,000"), `{limit}` = the maximum ("48,000"), numbers of hertz.
   */
  mediaCheckSampleRate: 'Its sound, at {rate} Hz, has a higher sample rate than {target} allows ({limit} Hz).',
  /**
   * The video's sound has more channels than the network allows (surround sound where the network
   * takes mono or stereo). `{channels}` = the file's ("6"), `{limit}` = the most allowed ("2").
   */
  mediaCheckAudioChannels: 'Its sound has {channels} channels; {target} allows {limit} at most.',
  /** The video is HDR (high dynamic range), and the network takes standard dynamic range only. */
  mediaCheckHdr: '{target} does not take HDR video; this one is HDR.',
  /**
   * The MP4 or MOV file has its index at its end, and the network needs it at the start (what video
   * editors call "fast start" or "optimise for web").
   */
  mediaCheckFastStart: '{target} needs the video’s index at the start of the file; this one has it at the end.',
  /**
   * After a codec, frame rate, bit rate, sound or HDR reason: exporting the video again with the
   * network's settings would make it fit. A sentence of its own.
   */
  mediaCheckFixExport: 'Export it again with settings for {target}.',
  /**
   * After `mediaCheckFastStart`: the export setting that puts the index first, as video editors name
   * it. A sentence of its own.
   */
  mediaCheckFixFastStart: 'Export it again with “fast start” (or “optimise for web”) on.',
  /** The browser could not read the file's size or length, so the check could not be made. */
  mediaCheckUnreadable: 'This file could not be read here, so whether {target} takes it is unknown.',
  /** While the file is being read to check it. Ends with an ellipsis (…). */
  mediaCheckPending: 'Checking this file for {target}…',
  /** This library has no rules for this network or post kind, so nothing was checked. */
  mediaCheckNoRules: 'There are no media rules for {target}: this file was not checked.',

  /** After a format reason: converting the file would make it fit. A sentence of its own. */
  mediaCheckFixConvert: 'It can be converted to fit.',
  /** After a too-large reason: compressing the file would make it fit. A sentence of its own. */
  mediaCheckFixCompress: 'It can be made smaller to fit.',
  /**
   * After a size-in-pixels reason: scaling the picture down would make it fit. A sentence of its
   * own.
   */
  mediaCheckFixScale: 'It can be scaled down to fit.',
  /**
   * After a too-long reason for a video, when the app fits videos: cutting the video to the
   * network's longest length would make it fit. A sentence of its own.
   */
  mediaCheckFixTrim: 'It can be trimmed to fit.',
  /**
   * After a video reason that encoding the video again solves (its frame rate, bit rate, video or
   * sound format), when the app fits videos. A sentence of its own.
   */
  mediaCheckFixEncode: 'It can be re-encoded to fit.',
  /**
   * After a shape (aspect ratio) reason when no other post kind fits: an instruction to crop the
   * picture. A sentence of its own.
   */
  mediaCheckCrop: 'Crop it.',
  /**
   * After a shape reason: another post kind fits, or cropping. `{alternatives}` = one or more
   * `mediaCheckPostAs*` joined by "or" ("a Reel or a Story").
   */
  mediaCheckPostAsOrCrop: 'Post it as {alternatives}, or crop it.',
  /**
   * After another reason: another post kind fits. `{alternatives}` = one or more
   * `mediaCheckPostAs*` joined by "or" ("a Reel or a Story").
   */
  mediaCheckPostAs: 'Post it as {alternatives}.',

  /**
   * The post has more files of one kind than the network allows, when the limit is one.
   * `{kind}` = the singular kind ("image"); `{attached}` = how many are attached (2 or more).
   * Plural forms: chosen by the limit (`{count}`); add your language's other forms.
   */
  mediaCheckTooMany_one: '{target} allows one {kind}; {attached} are attached.',
  /**
   * As `mediaCheckTooMany_one`, for other limits. `{count}` = the network's limit, `{kind}` = the
   * kind in the form for that number ("images"), `{attached}` = how many files the post has.
   */
  mediaCheckTooMany_other: '{target} allows {count} {kind}; {attached} are attached.',
  /**
   * The post has more files than the network allows, when the limit is one. `{attached}` = how many
   * are attached (2 or more).
   */
  mediaCheckTooManyFiles_one: '{target} allows one file; {attached} are attached.',
  /**
   * As `mediaCheckTooManyFiles_one`, for other limits. `{count}` = the network's limit,
   * `{attached}` = how many files the post has.
   */
  mediaCheckTooManyFiles_other: '{target} allows {count} files; {attached} are attached.',
  /**
   * The network refuses different kinds of files in one post. `{kinds}` is a list of kinds, each
   * in its form for the number 2 ("images and videos"; see `mediaCheckKindImage_one`).
   */
  mediaCheckMixed: '{target} does not take {kinds} in one post.',
};

export type MediaCheckMessages = { [K in keyof typeof mediaCheckMessages]: string };
