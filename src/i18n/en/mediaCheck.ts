/**
 * The media checker's words (`checkMedia`, `useMediaCheck`), in English. `{target}` is a network
 * and its post kind as `mediaCheckTarget` makes it ("Instagram feed", "Bluesky"); sizes, ratios,
 * durations and lists come formatted for the locale. Keys ending in `_one` / `_other` (and the
 * locale's other plural forms, if the app adds them) are chosen with Intl.PluralRules. Sentences
 * ending a reason ("Crop it.", "Post it as a Reel.") are keys of their own, so a translation
 * words them as a whole. Override any of them on the provider's `messages`.
 */
export const mediaCheckMessages = {
  /** A network with a post kind's noun: "Instagram feed", "YouTube Shorts". */
  mediaCheckTarget: '{network} {postKind}',
  // The nouns of post kinds, in "{network} {postKind}"; a kind without one (POST, VIDEO) is the network alone.
  mediaCheckPostKindFeed: 'feed',
  mediaCheckPostKindReels: 'Reels',
  mediaCheckPostKindStories: 'Stories',
  mediaCheckPostKindShorts: 'Shorts',
  // A post kind as what a file could be posted as, in "Post it as {alternatives}".
  mediaCheckPostAsFeed: 'a feed post',
  mediaCheckPostAsReels: 'a Reel',
  mediaCheckPostAsStories: 'a Story',
  mediaCheckPostAsShorts: 'a Short',
  mediaCheckPostAsVideo: 'a video',
  mediaCheckPostAsPost: 'a post',

  mediaCheckKindImage_one: 'image',
  mediaCheckKindImage_other: 'images',
  mediaCheckKindAnimation_one: 'GIF',
  mediaCheckKindAnimation_other: 'GIFs',
  mediaCheckKindVideo_one: 'video',
  mediaCheckKindVideo_other: 'videos',

  /** `{type}` and `{accepted}` are short format names ("HEIC"; "JPEG or PNG"). */
  mediaCheckType: '{target} does not take {type} files; it takes {accepted}.',
  mediaCheckTypeUnknown: '{target} does not take this type of file; it takes {accepted}.',
  mediaCheckKind: '{target} does not take {kind}.',
  mediaCheckTooLarge: 'At {size}, it is larger than {target} allows ({limit}).',
  mediaCheckTooWide: 'At {width} pixels wide, it is wider than {target} allows ({limit}).',
  mediaCheckTooTall: 'At {height} pixels high, it is taller than {target} allows ({limit}).',
  mediaCheckTooManyPixels: 'At {width} × {height} pixels, it is larger than {target} allows ({limit} pixels).',
  mediaCheckTooSmall: 'At {width} × {height} pixels, it is smaller than {target} allows ({minWidth} × {minHeight}).',
  /** `{ratio}` is the file's width:height ("9:16"), `{limit}` the network's ("4:5"). */
  mediaCheckAspectTooTall: '{ratio} is taller than {target} allows ({limit}).',
  mediaCheckAspectTooWide: '{ratio} is wider than {target} allows ({limit}).',
  mediaCheckTooShort: 'At {duration}, it is shorter than {target} allows ({limit}).',
  mediaCheckTooLong: 'At {duration}, it is longer than {target} allows ({limit}).',
  mediaCheckTooManyFrames: 'At {frames} frames, it is longer than {target} allows ({limit} frames).',
  mediaCheckUnreadable: 'This file could not be read here, so whether {target} takes it is unknown.',
  mediaCheckPending: 'Checking this file for {target}…',
  mediaCheckNoRules: 'There are no media rules for {target}: this file was not checked.',

  // What to do, after a reason.
  mediaCheckFixConvert: 'It can be converted to fit.',
  mediaCheckFixCompress: 'It can be made smaller to fit.',
  mediaCheckFixScale: 'It can be scaled down to fit.',
  mediaCheckCrop: 'Crop it.',
  mediaCheckPostAsOrCrop: 'Post it as {alternatives}, or crop it.',
  mediaCheckPostAs: 'Post it as {alternatives}.',

  /** `{count}` is the network's limit, `{attached}` how many files the post has. */
  mediaCheckTooMany_one: '{target} allows one {kind}; {attached} are attached.',
  mediaCheckTooMany_other: '{target} allows {count} {kind}; {attached} are attached.',
  mediaCheckTooManyFiles_one: '{target} allows one file; {attached} are attached.',
  mediaCheckTooManyFiles_other: '{target} allows {count} files; {attached} are attached.',
  /** `{kinds}` is a list of kinds ("images and videos"). */
  mediaCheckMixed: '{target} does not take {kinds} in one post.',
};

export type MediaCheckMessages = { [K in keyof typeof mediaCheckMessages]: string };
