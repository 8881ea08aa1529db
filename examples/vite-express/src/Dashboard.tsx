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

const NETWORKS = ['linkedin', 'facebook', 'instagram', 'youtube', 'x', 'bluesky'];

/** The app's page: accounts to connect and manage, media to upload, options for a post. */
export function Dashboard() {
  // `?networks=x,instagram` checks each file against those networks before it uploads, as a post
  // to them would, and converts HEIC photos to JPEG (no network takes HEIC).
  const [networks] = useState(() => new URLSearchParams(location.search).get('networks')?.split(','));
  // `persist`: a reload, a crash or a closed tab mid-upload loses nothing; the next visit lists
  // the unfinished files, to resume or discard.
  const upload = useUpload({ accept: ['image/*', 'video/*'], maxFiles: 10, networks, persist: true });
  const [options, setOptions] = useState<PlatformOptions>({});
  const redirectUri = new URL('/connect/callback', location.href).href;
  // `?connect=redirect` tries the full-page flow a phone gets ('auto' opens a popup on desktops).
  const mode = new URLSearchParams(location.search).get('connect') === 'redirect' ? 'redirect' : 'auto';
  return (
    <main className="page">
      <h1>Social accounts</h1>
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
    </main>
  );
}
