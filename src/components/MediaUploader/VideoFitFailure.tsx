import type { VideoFitMessages } from '../../i18n/en/videoFit.js';
import type { Translate, UploaderMessages } from '../../upload/sentences.js';
import { videoFitFailureText } from '../../upload/videoFitFailure.js';

// Its own chunk (Row.tsx loads it with `lazy`): a video's fitting failures are said only by an app
// that fits videos, once one fails. `m` holds the provider's messages, these keys among them.

/** A failed video fitting's row status: "Failed: This browser cannot encode the sound…". */
export default function VideoFitFailure({ reason, m, t }: { reason: string | undefined; m: UploaderMessages; t: Translate }) {
  return <>{t(m.mediaUploaderStatusError, { reason: videoFitFailureText(reason, m as Partial<VideoFitMessages>) })}</>;
}
