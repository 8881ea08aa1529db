import { useState } from 'react';
import { getNetwork, useMediaCheck, type NetworkId } from '../../src/index.js';

const NETWORKS: NetworkId[] = ['instagram', 'bluesky', 'x', 'tiktok'];

/** A headless example: files checked against the chosen networks before any upload, verdicts in the app's own markup. */
export function MediaCheckExample() {
  const [files, setFiles] = useState<File[]>([]);
  const [networks, setNetworks] = useState<NetworkId[]>(['instagram', 'bluesky']);
  const [instagramKind, setInstagramKind] = useState('FEED');
  const { facts, result, isReading, describeFile, describePost } = useMediaCheck({ files, networks, postKind: { instagram: instagramKind } });

  return (
    <div style={{ display: 'grid', gap: '1rem', fontFamily: 'var(--sk-font-family)', maxWidth: '40rem' }}>
      <label>
        Choose files <input type="file" multiple accept="image/*,video/*" onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))} />
      </label>
      <fieldset>
        <legend>Post to</legend>
        {NETWORKS.map((network) => (
          <label key={network} style={{ marginInlineEnd: '1rem' }}>
            <input
              type="checkbox"
              checked={networks.includes(network)}
              onChange={(event) => setNetworks((chosen) => (event.currentTarget.checked ? [...chosen, network] : chosen.filter((other) => other !== network)))}
            />{' '}
            {getNetwork(network).name}
          </label>
        ))}
      </fieldset>
      <label>
        Instagram post kind{' '}
        <select value={instagramKind} onChange={(event) => setInstagramKind(event.currentTarget.value)}>
          <option value="FEED">Feed</option>
          <option value="REELS">Reels</option>
          <option value="STORIES">Stories</option>
        </select>
      </label>
      <p role="status">{isReading ? 'Reading files…' : files.length ? `The post is ${result.status}.` : 'No files yet.'}</p>
      <ul aria-label="The post" hidden={!files.length}>
        {networks.map((network) => {
          const verdict = result.post[network];
          return verdict ? (
            <li key={network}>
              {getNetwork(network).name}: {verdict.status}
              {describePost(verdict).map((sentence) => (
                <div key={sentence}>{sentence}</div>
              ))}
            </li>
          ) : null;
        })}
      </ul>
      <ul aria-label="Files">
        {result.files.map((file, index) => (
          <li key={`${file.facts.name}-${index}`}>
            <strong>{file.facts.name}</strong> {facts[index]?.width ? `${facts[index].width} × ${facts[index].height}` : ''}
            <ul>
              {networks.map((network) => {
                const verdict = file.networks[network];
                return verdict ? (
                  <li key={network}>
                    {getNetwork(network).name}: {verdict.status}
                    {describeFile(verdict).map((sentence) => (
                      <div key={sentence}>{sentence}</div>
                    ))}
                  </li>
                ) : null;
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
