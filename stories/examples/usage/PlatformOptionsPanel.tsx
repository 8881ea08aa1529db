import { PlatformOptionsPanel, type PlatformOptions } from '../../../src/index.js';
import { useState } from 'react';

/** Inside the app's `SocialKitProvider`: the options of a post to YouTube and TikTok, sent only when valid. */
export function PostOptions({ onPost }: { onPost: (options: PlatformOptions) => void }) {
  const [options, setOptions] = useState<PlatformOptions>({});
  const [valid, setValid] = useState(true);
  return (
    <>
      <PlatformOptionsPanel
        networks={['youtube', 'tiktok']}
        value={options}
        onValueChange={setOptions}
        onValidityChange={(isValid) => setValid(isValid)}
      />
      <button type="button" disabled={!valid} onClick={() => onPost(options)}>
        Post
      </button>
    </>
  );
}
