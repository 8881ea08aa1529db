'use client';

import { useState } from 'react';
import {
  AccountList,
  ConnectAccountButtonGroup,
  MediaGallery,
  MediaUploader,
  PlatformOptionsPanel,
  useUpload,
  type PlatformOptions,
} from '@socialkit/react';

const NETWORKS = ['linkedin', 'facebook', 'instagram', 'youtube', 'x', 'bluesky', 'pinterest'];

/** The dashboard's interactive part: accounts to connect and manage, media, post options. */
export function Dashboard({ redirectUri, mode }: { redirectUri: string; mode: 'auto' | 'redirect' }) {
  const upload = useUpload({ accept: ['image/*', 'video/*'], maxFiles: 10 });
  const [options, setOptions] = useState<PlatformOptions>({});
  return (
    <>
      <section aria-labelledby="connect-title">
        <h2 id="connect-title">Connect an account</h2>
        <ConnectAccountButtonGroup networks={NETWORKS} redirectUri={redirectUri} mode={mode} layout="grid" />
      </section>
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">Connected accounts</h2>
        <AccountList />
      </section>
      <section aria-labelledby="media-title">
        <h2 id="media-title">Media</h2>
        <MediaUploader upload={upload} />
        <MediaGallery upload={upload} columns={3} aria-label="Uploaded media" />
      </section>
      <section aria-labelledby="options-title">
        <h2 id="options-title">Post options</h2>
        <PlatformOptionsPanel networks={['instagram', 'youtube', 'tiktok']} value={options} onValueChange={setOptions} />
      </section>
    </>
  );
}
