import type { NetworkId } from '../../client/types.js';

/**
 * The networks that take a video's cover only as an image, not as a time in the video (docs/post-options.md,
 * "Video covers"): YouTube sets a video's thumbnail from an uploaded image (Data API
 * `thumbnails.set`), Facebook from a `thumb` image file sent with the video (Graph API
 * `/{page-id}/videos`). For them, MediaUploader's cover picker draws the frame to a JPEG and
 * uploads it as media of its own.
 */
export const IMAGE_COVER_NETWORKS: readonly NetworkId[] = ['youtube', 'facebook'];
