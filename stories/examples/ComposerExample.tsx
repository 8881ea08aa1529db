import { useId, useMemo, useState, type CSSProperties } from 'react';
import {
  buildPostPayload,
  characterLimit,
  countCharacters,
  getNetwork,
  MediaGallery,
  MediaUploader,
  PlatformOptionsPanel,
  useAccounts,
  useMediaCheck,
  useUpload,
  useUploadTotals,
  type PlatformOptions,
  type PostMedia,
  type WireCasing,
} from '../../src/index.js';

/**
 * A post composer, end to end: the accounts to post to, the text with each network's character
 * limit, the media (an uploader checking every file against the chosen accounts' networks before
 * it asks for a ticket, and a gallery of what was dropped, where a file a network refuses carries
 * a badge), each network's options, and the request body `buildPostPayload` makes of them.
 * Instagram's "Post as" (feed post, Reel, Story) is also the post kind the files are checked
 * against: switch it and the verdicts follow. The body is shown, not sent: the app posts it
 * through its own backend.
 */
export function ComposerExample() {
  const id = useId();
  // The simulated service seeds tenant `acme` with one account per network first.
  const accounts = useAccounts({ limit: 9 });
  const [selected, setSelected] = useState<string[]>([]);
  const [content, setContent] = useState('');
  // Instagram posts to the feed until the panel says otherwise.
  const [options, setOptions] = useState<PlatformOptions>({ instagram: { mediaType: 'FEED' } });
  const [optionsValid, setOptionsValid] = useState(true);
  const [casing, setCasing] = useState<WireCasing>('snake');
  const [media, setMedia] = useState<string[]>([]);
  // The same choice as a post takes it: in the gallery's order, with the alt text and cover each
  // file got in the uploader.
  const [postMedia, setPostMedia] = useState<readonly PostMedia[]>([]);

  const chosen = (accounts.data?.accounts ?? []).filter((account) => selected.includes(account.id));
  const networks = [...new Set(chosen.map((account) => account.network))];
  // What the panel's Instagram "Post as" says is what Instagram's rules are checked for.
  const postKind = { instagram: options.instagram?.mediaType ?? 'FEED' };
  // One upload shared by the uploader and the gallery: the uploader checks each file against the
  // chosen accounts' networks, and the gallery shows its verdicts as badges.
  const upload = useUpload({ networks: chosen, postKind, accept: ['image/*', 'video/*'] });

  const limits = networks.flatMap((network) => {
    const limit = characterLimit(network);
    return limit ? [{ network, ...limit, count: countCharacters(network, content) }] : [];
  });
  const textValid = limits.every((limit) => limit.count <= limit.max);
  const refused = useUploadTotals(upload.store).counts.refused;
  // The post as a whole: how many files of which kinds each network takes in one post (a Story is
  // one photo or video), checked on the files chosen in the gallery.
  const chosenFiles = useMemo(
    () => upload.store.getItems().flatMap((item) => (item.mediaId && media.includes(item.mediaId) ? [item.file] : [])),
    [upload.store, media],
  );
  const post = useMediaCheck({ files: chosenFiles, networks: chosen, postKind });
  const postProblems = networks.flatMap((network) => {
    const verdict = post.result.post[network];
    return verdict ? post.describePost(verdict) : [];
  });
  const payload = buildPostPayload({ content, accounts: selected, media: postMedia, options, networks, casing });
  const ready = selected.length > 0 && textValid && optionsValid && refused === 0 && postProblems.length === 0 && !post.isReading;

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-heading`} style={styles.card}>
      <h2 id={`${id}-heading`} style={styles.title}>
        New post
      </h2>

      <fieldset style={styles.fieldset}>
        <legend style={styles.legend}>Post to</legend>
        {accounts.isPending && <p role="status">Loading accounts…</p>}
        <div style={styles.chips}>
          {accounts.data?.accounts.map((account) => {
            const network = getNetwork(account.network);
            const on = selected.includes(account.id);
            return (
              <label key={account.id} style={{ ...styles.chip, ...(on ? styles.chipOn : undefined) }}>
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => setSelected((ids) => (event.target.checked ? [...ids, account.id] : ids.filter((i) => i !== account.id)))}
                />
                <svg viewBox={network.icon.viewBox} width="16" height="16" aria-hidden="true" focusable="false">
                  <path d={network.icon.path} fill="currentColor" />
                </svg>
                {network.name}: {account.nickname ?? account.username}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div style={styles.field}>
        <label htmlFor={`${id}-text`} style={styles.legend}>
          Text
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-describedby={`${id}-limits`}
          aria-invalid={!textValid || undefined}
          style={styles.textarea}
        />
        <ul id={`${id}-limits`} aria-label="Character limits" style={styles.limits}>
          {limits.map((limit) => (
            <li key={limit.network} style={{ color: limit.count > limit.max ? 'var(--sk-color-danger)' : undefined }}>
              {getNetwork(limit.network).name}: {limit.count} of {limit.max} {limit.unit}
              {limit.count > limit.max && ' (too long)'}
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby={`${id}-media`} style={styles.field}>
        <h3 id={`${id}-media`} style={styles.legend}>
          Media
        </h3>
        <MediaUploader upload={upload} previews={false} />
        <MediaGallery upload={upload} selectionMode="multiple" value={media} onValueChange={setMedia} onMediaChange={setPostMedia} aria-labelledby={`${id}-media`} empty="Files you drop show here; choose the ones to post." />
      </section>

      <PlatformOptionsPanel accounts={chosen} value={options} onValueChange={setOptions} onValidityChange={setOptionsValid} showEmptyNetworks />

      <fieldset style={styles.fieldset}>
        <legend style={styles.legend}>Member names</legend>
        <label>
          <input type="radio" name={`${id}-casing`} checked={casing === 'snake'} onChange={() => setCasing('snake')} /> snake_case (the service’s interface)
        </label>{' '}
        <label>
          <input type="radio" name={`${id}-casing`} checked={casing === 'camel'} onChange={() => setCasing('camel')} /> camelCase (the service’s own client)
        </label>
      </fieldset>

      <p role="status" style={{ margin: 0 }}>
        {!selected.length
          ? 'Choose at least one account.'
          : postProblems.length
            ? postProblems.join(' ')
            : refused
            ? `${refused === 1 ? 'One file' : `${refused} files`} cannot go to every chosen network: remove ${refused === 1 ? 'it' : 'them'}, or change where the post goes.`
            : ready
              ? 'Ready to post.'
              : post.isReading
                ? 'Checking the chosen media…'
                : 'Fix the marked fields before posting.'}
      </p>

      <section aria-labelledby={`${id}-payload`} style={styles.field}>
        <h3 id={`${id}-payload`} style={styles.legend}>
          Request body
        </h3>
        <pre data-testid="payload" tabIndex={0} style={styles.payload}>
          {JSON.stringify(payload, null, 2)}
        </pre>
      </section>
    </form>
  );
}

// The example app's own look, on the library's tokens so it follows the host's theme.
const styles = {
  card: {
    display: 'grid',
    gap: 'var(--sk-space-6)',
    maxWidth: '44rem',
    padding: 'var(--sk-space-6)',
    border: '1px solid var(--sk-color-border)',
    borderRadius: 'var(--sk-radius)',
    background: 'var(--sk-color-bg)',
    color: 'var(--sk-color-fg)',
    fontFamily: 'var(--sk-font-family)',
    fontSize: 'var(--sk-font-size)',
    colorScheme: 'var(--sk-color-scheme)',
  },
  title: { margin: 0, fontSize: 'var(--sk-font-size-title)', fontWeight: 600 },
  fieldset: { display: 'grid', gap: 'var(--sk-space-2)', margin: 0, padding: 0, border: 0, minWidth: 0 },
  legend: { margin: 0, padding: 0, marginBottom: 'var(--sk-space-2)', fontSize: 'var(--sk-font-size)', fontWeight: 600 },
  field: { display: 'grid', gap: 'var(--sk-space-2)', minWidth: 0 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: 'var(--sk-space-2)' },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 'var(--sk-space-2)',
    minHeight: 'var(--sk-control-height-sm)',
    padding: '0 var(--sk-space-3)',
    border: '1px solid var(--sk-color-border)',
    borderRadius: 'var(--sk-radius)',
    fontSize: 'var(--sk-font-size-small)',
    cursor: 'pointer',
  },
  chipOn: { borderColor: 'var(--sk-color-accent)', background: 'var(--sk-color-surface)' },
  textarea: {
    padding: 'var(--sk-space-2) var(--sk-space-3)',
    border: '1px solid var(--sk-color-border)',
    borderRadius: 'var(--sk-radius)',
    background: 'var(--sk-color-bg)',
    color: 'inherit',
    font: 'inherit',
    resize: 'vertical',
  },
  limits: { margin: 0, paddingInlineStart: 'var(--sk-space-4)', color: 'var(--sk-color-muted)', fontSize: 'var(--sk-font-size-small)' },
  payload: {
    margin: 0,
    maxHeight: '16rem',
    overflow: 'auto',
    padding: 'var(--sk-space-3)',
    borderRadius: 'var(--sk-radius)',
    background: 'var(--sk-color-surface)',
    fontSize: 'var(--sk-font-size-small)',
  },
} satisfies Record<string, CSSProperties>;
