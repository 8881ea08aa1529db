import { convertVideo } from './videoConvert.js';
import { VideoFitError } from './videoFitError.js';
import type { VideoJobMessage, VideoReplyMessage } from './videoFitTypes.js';

// The video-fitting worker, one job in its life: the page starts one per video and ends it when
// the job is done or canceled, which stops the decoders and encoders at once (videoFit.ts). It
// says `ready` first, so the page can tell a worker that runs from one that never started.
const scope = globalThis as unknown as {
  postMessage: (message: VideoReplyMessage) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<VideoJobMessage>) => void) => void;
};

scope.addEventListener('message', ({ data: { file, target, trim } }) => {
  // A percent at most: a long conversion reports thousands of steps.
  let told = -1;
  const onProgress = (progress: number) => {
    const percent = Math.floor(progress * 100);
    if (percent > told) scope.postMessage({ progress: (told = percent) / 100 });
  };
  convertVideo(file, target, { onProgress, ...(trim && { trim }) }).then(
    (outcome) => scope.postMessage({ outcome }),
    (error: unknown) =>
      scope.postMessage({
        error: { code: error instanceof VideoFitError ? error.code : 'unreadable', message: error instanceof Error ? error.message : String(error) },
      }),
  );
});

scope.postMessage({ ready: true });
