import type { MediaFileRule, MediaRulesTable } from './types.js';

/**
 * What each network accepts in a post's media, as far as a browser can check it. Beside each
 * number: its source and the date it was checked, or "unconfirmed" where the network's own
 * documentation did not show it; docs/media-rules.md ("The rules, and where they come from") says
 * what is left out and how sizes are read. Alt text lengths are in networks/options/limits.ts. An
 * app changes or adds rules with `extendMediaRules`.
 */

const MB = 1024 * 1024;
const GB = 1024 * MB;
const JPEG = 'image/jpeg';
const PNG = 'image/png';
const GIF = 'image/gif';
const WEBP = 'image/webp';
const MP4 = 'video/mp4';
const MOV = 'video/quicktime';

/** Meta's Reels video, shared by Instagram's Reels and its feed videos (a feed video posts as a Reel). */
const instagramReel: MediaFileRule = {
  // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media
  // ("Reel specifications"), checked 2026-11-26: MOV or MP4, at most 1920 columns, ratio between
  // 0.01:1 and 10:1, 3 s to 15 min (networks.md agrees). The stored copy of Meta's page did not show
  // the byte limit: 300 MB is what integrators quote from it (some say 1 GB): unconfirmed.
  types: [MP4, MOV],
  maxBytes: 300 * MB,
  maxWidth: 1920,
  minAspect: [0.01, 1],
  maxAspect: [10, 1],
  minDuration: 3,
  maxDuration: 15 * 60,
  // Same page ("Reel specifications"), as stored copies show it: "HEVC or H264, progressive scan,
  // closed GOP, 4:2:0", "23-60 FPS", "VBR, 25Mbps maximum", audio "AAC, 48khz sample rate
  // maximum, 1 or 2 channels", "moov atom at the front of the file". Stories' video spec is the
  // same table.
  videoCodecs: ['avc', 'hevc'],
  minFrameRate: 23,
  maxFrameRate: 60,
  maxBitRate: 25_000_000,
  audioCodecs: ['aac'],
  maxSampleRate: 48_000,
  maxChannels: 2,
  fastStart: true,
};

export const MEDIA_RULES: MediaRulesTable = {
  x: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // https://docs.x.com/x-api/media/quickstart/best-practices and
        // https://docs.x.com/x-api/media/introduction, checked 2026-11-26: JPG, PNG, GIF, WEBP;
        // images at most 5 MB, animated GIFs 15 MB; "up to 4 photos, 1 animated GIF or 1 video".
        // Alt text on images and GIFs, not videos (POST media/metadata/create,
        // https://developer.x.com/en/docs/media/upload-media/api-reference/post-media-metadata-create).
        image: { types: [JPEG, PNG, GIF, WEBP], maxBytes: 5 * MB, altText: true },
        animation: { types: [GIF], maxBytes: 15 * MB },
        // Video: 512 MB (docs.x.com/x-api/media/introduction, checked 2026-11-26). MP4 or MOV,
        // 0.5 s to 140 s, at least 32 × 32, ratio 1:3 to 3:1: from X's earlier media best
        // practices as integrators quote them; the stored copy of the current page stops before
        // its video section: unconfirmed. Its old 1280 × 1024 frame maximum is left out: X takes
        // 1080p uploads today.
        // Streams (https://docs.x.com/x-api/media/quickstart/best-practices, checked 2026-11-30):
        // "H264 High Profile", "60 FPS or less", audio "AAC with Low Complexity profile" (HE-AAC is
        // refused where the container names it). Its 5,000 kbps is a recommended minimum.
        video: {
          types: [MP4, MOV],
          maxBytes: 512 * MB,
          minWidth: 32,
          minHeight: 32,
          minAspect: [1, 3],
          maxAspect: [3, 1],
          minDuration: 0.5,
          maxDuration: 140,
          videoCodecs: ['avc'],
          maxFrameRate: 60,
          audioCodecs: ['aac'],
          aacProfiles: ['LC'],
        },
        post: { maxFiles: 4, maxPerKind: { animation: 1, video: 1 }, mixing: 'none' },
      },
    },
  },
  threads: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // https://developers.facebook.com/docs/threads/overview ("Media specifications"), checked
        // 2026-11-26: the stored copy did not show that section; these are the figures integrators
        // quote from it, word for word alike: unconfirmed. Images JPEG or PNG, 8 MB, ratio limit
        // 10:1 (narrower images are scaled, not refused); videos MOV or MP4, 1 GB, up to 5 min,
        // 1920 columns, ratio 0.01:1 to 10:1. Carousels of up to 20 items, images and videos
        // mixed (raised from 10 in 2025): unconfirmed. Alt text on images and videos (`alt_text`,
        // https://developers.facebook.com/documentation/threads/posts/accessibility), no limit given.
        image: { types: [JPEG, PNG], maxBytes: 8 * MB, minAspect: [1, 10], maxAspect: [10, 1], altText: true },
        // Streams (same page, "Limitations and Specifications", as stored copies show it): "HEVC or
        // H264", "23-60 FPS", audio "AAC, 48khz sample rate maximum", "moov atom at the front of
        // the file". The bit rate limit reads "100 Mbps maximum" in newer copies and 25 in older
        // ones: the larger is kept, so a video Threads takes is never refused here.
        video: {
          types: [MP4, MOV],
          maxBytes: 1 * GB,
          maxWidth: 1920,
          minAspect: [0.01, 1],
          maxAspect: [10, 1],
          maxDuration: 5 * 60,
          videoCodecs: ['avc', 'hevc'],
          minFrameRate: 23,
          maxFrameRate: 60,
          maxBitRate: 100_000_000,
          audioCodecs: ['aac'],
          maxSampleRate: 48_000,
          fastStart: true,
        },
        post: { maxFiles: 20, maxPerKind: {}, mixing: 'any' },
      },
    },
  },
  bluesky: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // Images: 2,000,000 bytes, 4 per post. The app.bsky.embed.images lexicon
        // (https://github.com/bluesky-social/atproto/blob/main/lexicons/app/bsky/embed/images.json)
        // took the limit from 1,000,000 to 2,000,000 bytes in 2026, as Bluesky's docs now say
        // (https://github.com/bluesky-social/bsky-docs/issues/413), checked 2026-11-26; networks.md
        // agrees. The lexicon accepts image/*; these are the types Bluesky's app posts. Its CDN
        // takes up to 4000 × 4000 pixels, outside the lexicon: not a limit here. The lexicon
        // requires an `alt` on every image (it may be empty).
        image: { types: [JPEG, PNG, WEBP, GIF], maxBytes: 2_000_000, altText: true },
        // Video: one MP4 of at most 100,000,000 bytes (app.bsky.embed.video lexicon, "May be up to
        // 100mb", https://lexicon.garden/nsid/app.bsky.embed.video), checked 2026-11-26. A lexicon
        // change to 300 MB was merged in August 2026 (https://github.com/bluesky-social/bsky/pull/19)
        // but whether the video service takes it is unconfirmed: kept at 100,000,000 (networks.md).
        // Up to 3 minutes: from Bluesky's announcement as reported, unconfirmed in its docs. No
        // codec limits are documented: Bluesky's video service re-encodes.
        video: { types: [MP4], maxBytes: 100_000_000, maxDuration: 3 * 60 },
        post: { maxFiles: 4, maxPerKind: { video: 1 }, mixing: 'none' },
      },
    },
  },
  linkedin: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // https://learn.microsoft.com/linkedin/marketing/community-management/shares/images-api,
        // checked 2026-11-26: JPG, PNG, GIF; fewer than 36,152,320 pixels; a GIF of up to 250
        // frames (quoted from that page; the stored copy's excerpt stops before it: unconfirmed).
        // No byte limit is documented for images. Posts carry an image's `altText` (Posts API, as
        // integrators send it: unconfirmed in the stored copy).
        image: { types: [JPEG, PNG, GIF], maxPixels: 36_152_319, maxFrames: 250, altText: true },
        // https://learn.microsoft.com/linkedin/marketing/community-management/shares/videos-api,
        // checked 2026-11-26: MP4; 3 s to 30 min; ratio 1:2.4 to 2.4:1; at most 500 MB. The stored
        // copy's table was cut: these are integrators' figures from it, unconfirmed. Codecs and
        // frame rates are documented only for LinkedIn's ads, so none are checked here.
        video: { types: [MP4], maxBytes: 500 * MB, minAspect: [1, 2.4], maxAspect: [2.4, 1], minDuration: 3, maxDuration: 30 * 60 },
        // Multi-image posts of 2 to 20 images (MultiImage API), one video alone: unconfirmed.
        post: { maxFiles: 20, maxPerKind: { video: 1 }, mixing: 'none' },
      },
    },
  },
  youtube: {
    defaultPostKind: 'VIDEO',
    postKinds: {
      VIDEO: {
        // https://support.google.com/youtube/answer/71673, checked 2026-11-26: up to 256 GB or
        // 12 hours (a channel not yet verified: 15 minutes, which an app cannot see here). The
        // stored copy was a reseller's account of that page: unconfirmed. YouTube takes most
        // containers; these are the ones browsers type.
        video: { types: [MP4, MOV, 'video/webm', 'video/x-msvideo', 'video/mpeg', 'video/x-matroska', 'video/3gpp'], maxBytes: 256 * GB, maxDuration: 12 * 60 * 60 },
        post: { maxFiles: 1, mixing: 'none' },
      },
      SHORTS: {
        // https://support.google.com/youtube/answer/15424877, checked 2026-11-26: a Short is square
        // or vertical and up to three minutes long. YouTube's encoding settings
        // (https://support.google.com/youtube/answer/1722171) are recommendations; it takes HDR.
        video: { types: [MP4, MOV, 'video/webm', 'video/x-msvideo', 'video/mpeg', 'video/x-matroska', 'video/3gpp'], maxBytes: 256 * GB, maxAspect: [1, 1], maxDuration: 3 * 60 },
        post: { maxFiles: 1, mixing: 'none' },
      },
    },
  },
  instagram: {
    defaultPostKind: 'FEED',
    postKinds: {
      FEED: {
        // https://developers.facebook.com/docs/instagram-api/reference/ig-user/media ("Image
        // specifications"), checked 2026-11-26: JPEG only, 8 MB, ratio 4:5 to 1.91:1 (networks.md
        // agrees). Widths under 320 or over 1440 are scaled by Instagram: not refused. Feed images
        // (single and in carousels) take `alt_text`; Stories and videos do not (as integrators send
        // it, https://github.com/gitroomhq/postiz-agent/releases/tag/v2.0.27: unconfirmed in Meta's docs).
        image: { types: [JPEG], maxBytes: 8 * MB, minAspect: [4, 5], maxAspect: [1.91, 1], altText: true },
        video: instagramReel,
        // Carousels of up to 10 images and videos (same page, "carousel"): the count is
        // unconfirmed in the stored copy; the app raised it to 20 in 2024, the API not confirmed.
        post: { maxFiles: 10, maxPerKind: {}, mixing: 'any' },
      },
      REELS: {
        // Same page: a Reel is one video; Reels cannot be in carousels.
        video: instagramReel,
        post: { maxFiles: 1, mixing: 'none' },
      },
      STORIES: {
        // Same page: a Story is one image or one video. Story images follow the image spec
        // without its ratio range (9:16 is a Story's own shape); story videos run 3 to 60 s, at
        // most 100 MB: integrators' figures, unconfirmed.
        image: { types: [JPEG], maxBytes: 8 * MB },
        video: { ...instagramReel, maxBytes: 100 * MB, maxDuration: 60 },
        post: { maxFiles: 1, mixing: 'none' },
      },
    },
  },
  facebook: {
    defaultPostKind: 'FEED',
    postKinds: {
      FEED: {
        // Page photos: JPEG, BMP, PNG, GIF, TIFF (Facebook's photo upload help); 10 MB and up to 10
        // photos in one post are integrators' figures: unconfirmed in Meta's docs, checked
        // 2026-11-26. Page videos: up to 10 GB and 240 minutes (Facebook's video help, as quoted):
        // unconfirmed. Photos and a video do not share a post. Page photos take custom alt text
        // (`alt_text_custom`, as integrators send it: unconfirmed).
        image: { types: [JPEG, PNG, GIF, WEBP, 'image/bmp', 'image/tiff'], maxBytes: 10 * MB, altText: true },
        video: { types: [MP4, MOV], maxBytes: 10 * GB, maxDuration: 240 * 60 },
        post: { maxFiles: 10, maxPerKind: { video: 1 }, mixing: 'none' },
      },
      REELS: {
        // https://developers.facebook.com/docs/video-api/guides/reels-publishing, checked
        // 2026-11-26: MP4 recommended, 9:16, at least 540 × 960, 3 to 90 seconds.
        // Same page: "H.264, H.265 (VP9, AV1 are also supported)", "24 to 60 frames per second",
        // audio "AAC Low Complexity", "48kHz".
        video: {
          types: [MP4, MOV],
          minWidth: 540,
          minHeight: 960,
          minAspect: [9, 16],
          maxAspect: [9, 16],
          minDuration: 3,
          maxDuration: 90,
          videoCodecs: ['avc', 'hevc', 'vp9', 'av1'],
          minFrameRate: 24,
          maxFrameRate: 60,
          audioCodecs: ['aac'],
          aacProfiles: ['LC'],
          maxSampleRate: 48_000,
        },
        post: { maxFiles: 1, mixing: 'none' },
      },
    },
  },
  tiktok: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide ("Image
        // restrictions"), checked 2026-11-26: WebP or JPEG, at most 20 MB, "maximum 1080p" (read
        // here as 1920 × 1080 pixels in either orientation, which scaling meets). networks.md agrees.
        image: { types: [JPEG, WEBP], maxBytes: 20 * MB, maxPixels: 1920 * 1080 },
        // Same page ("Video restrictions"): MP4, WebM or MOV; 360 to 4096 pixels each side; up to
        // 4 GB; the longest a developer can send is 10 minutes (networks.md agrees). A 3 s
        // minimum is what integrators publish: unconfirmed. Streams (same page, as integrators
        // quote it word for word; the stored copy stops before it: unconfirmed): "H.264
        // (recommended), H.265, VP8, VP9", "Minimum of 23 FPS, Maximum of 60 FPS".
        video: {
          types: [MP4, 'video/webm', MOV],
          maxBytes: 4 * GB,
          minWidth: 360,
          minHeight: 360,
          maxWidth: 4096,
          maxHeight: 4096,
          minDuration: 3,
          maxDuration: 10 * 60,
          videoCodecs: ['avc', 'hevc', 'vp8', 'vp9'],
          minFrameRate: 23,
          maxFrameRate: 60,
        },
        // A photo post holds up to 35 photos (https://developers.tiktok.com/doc/content-posting-api-reference-photo-post,
        // as integrators quote it: unconfirmed); a video goes alone.
        post: { maxFiles: 35, maxPerKind: { video: 1 }, mixing: 'none' },
      },
    },
  },
  pinterest: {
    defaultPostKind: 'POST',
    postKinds: {
      POST: {
        // https://developers.pinterest.com/docs/content/update/ (media upload), checked 2026-11-26:
        // the stored copy gives no limits. BMP, JPEG, PNG, TIFF, GIF, WebP up to 20 MB; MP4, MOV
        // or M4V from 4 s to 15 min, up to 2 GB (integrators say 1 or 2 GB; the larger is kept
        // so a file Pinterest takes is never refused here); a carousel of up to 5 images: all
        // unconfirmed. Pins take `alt_text` (integrators' documentation,
        // https://www.ayrshare.com/docs/apis/post/social-networks/pinterest: unconfirmed). Video
        // "Encoding: H.264 or H.265" (https://help.pinterest.com/en/business/article/video-pins,
        // a 2021 copy).
        image: { types: [JPEG, PNG, GIF, WEBP, 'image/bmp', 'image/tiff'], maxBytes: 20 * MB, altText: true },
        video: { types: [MP4, MOV, 'video/x-m4v'], maxBytes: 2 * GB, minDuration: 4, maxDuration: 15 * 60, videoCodecs: ['avc', 'hevc'] },
        post: { maxFiles: 5, maxPerKind: { video: 1 }, mixing: 'none' },
      },
    },
  },
};
