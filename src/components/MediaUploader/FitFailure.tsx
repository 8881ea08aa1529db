import type { FitFailureMessages } from '../../i18n/en/fitFailure.js';
import type { Translate, UploaderMessages } from '../../upload/sentences.js';
import { fitFailureText, type FailedFit } from '../../upload/fitFailure.js';

// Its own chunk (Row.tsx loads it with `lazy`): a fitting's failures are said only by an app that
// fits files, once one fails. `m` holds the provider's messages, these keys among them.

/** A failed fitting's row status: "Failed: This browser cannot encode the sound…". */
export default function FitFailure({ failure, m, t }: { failure: FailedFit; m: UploaderMessages; t: Translate }) {
  return <>{t(m.mediaUploaderStatusError, { reason: fitFailureText(failure, m as Partial<FitFailureMessages>) })}</>;
}
