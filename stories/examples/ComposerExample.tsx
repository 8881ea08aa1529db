import { useId, useState } from 'react';
import {
  buildPostPayload,
  characterLimit,
  countCharacters,
  getNetwork,
  PlatformOptionsPanel,
  useAccounts,
  type PlatformOptions,
  type WireCasing,
} from '../../src/index.js';

/**
 * A post composer: the text with each selected network's character limit, the selected
 * accounts, uploaded media ids, and the options panel, all going into `buildPostPayload`. The
 * body is shown, not sent: the app posts it through its own backend.
 */
export function ComposerExample() {
  const id = useId();
  // The simulated service seeds tenant `acme` with one account per network first.
  const accounts = useAccounts({ limit: 9 });
  const [selected, setSelected] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [media, setMedia] = useState('');
  const [options, setOptions] = useState<PlatformOptions>({});
  const [optionsValid, setOptionsValid] = useState(true);
  const [casing, setCasing] = useState<WireCasing>('snake');

  const chosen = (accounts.data?.accounts ?? []).filter((account) => selected.includes(account.id));
  const networks = [...new Set(chosen.map((account) => account.network))];
  const limits = networks.flatMap((network) => {
    const limit = characterLimit(network);
    return limit ? [{ network, ...limit, count: countCharacters(network, content) }] : [];
  });
  const textValid = limits.every((limit) => limit.count <= limit.max);
  const payload = buildPostPayload({
    content,
    accountIds: selected,
    mediaIds: media.split(',').map((m) => m.trim()).filter(Boolean),
    options,
    networks,
    casing,
  });

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-heading`} style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <h2 id={`${id}-heading`}>New post</h2>

      <fieldset>
        <legend>Post to</legend>
        {accounts.isPending && <p role="status">Loading accounts…</p>}
        {accounts.data?.accounts.map((account) => (
          <label key={account.id} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={selected.includes(account.id)}
              onChange={(event) => setSelected((ids) => (event.target.checked ? [...ids, account.id] : ids.filter((i) => i !== account.id)))}
            />{' '}
            {getNetwork(account.network).name}: {account.nickname ?? account.username}
          </label>
        ))}
      </fieldset>

      <p style={{ display: 'grid', gap: '0.25rem', margin: 0 }}>
        <label htmlFor={`${id}-text`}>Text</label>
        <textarea id={`${id}-text`} rows={4} value={content} onChange={(event) => setContent(event.target.value)} aria-describedby={`${id}-limits`} aria-invalid={!textValid || undefined} />
      </p>
      <ul id={`${id}-limits`} aria-label="Character limits">
        {limits.map((limit) => (
          <li key={limit.network} style={{ fontWeight: limit.count > limit.max ? 700 : undefined }}>
            {getNetwork(limit.network).name}: {limit.count} of {limit.max} {limit.unit}
            {limit.count > limit.max && ' (too long)'}
          </li>
        ))}
      </ul>

      <p style={{ display: 'grid', gap: '0.25rem', margin: 0 }}>
        <label htmlFor={`${id}-media`}>Media ids</label>
        <input id={`${id}-media`} value={media} onChange={(event) => setMedia(event.target.value)} aria-describedby={`${id}-media-help`} />
        <span id={`${id}-media-help`}>Ids of confirmed uploads, separated by commas.</span>
      </p>

      <PlatformOptionsPanel accounts={chosen} value={options} onValueChange={setOptions} onValidityChange={setOptionsValid} showEmptyNetworks />

      <fieldset>
        <legend>Member names</legend>
        <label>
          <input type="radio" name={`${id}-casing`} checked={casing === 'snake'} onChange={() => setCasing('snake')} /> snake_case (the service’s interface)
        </label>{' '}
        <label>
          <input type="radio" name={`${id}-casing`} checked={casing === 'camel'} onChange={() => setCasing('camel')} /> camelCase (the service’s own client)
        </label>
      </fieldset>

      <p role="status">{!selected.length ? 'Choose at least one account.' : textValid && optionsValid ? 'Ready to post.' : 'Fix the marked fields before posting.'}</p>

      <section aria-labelledby={`${id}-payload`}>
        <h3 id={`${id}-payload`}>Request body</h3>
        <pre data-testid="payload" tabIndex={0} style={{ overflow: 'auto' }}>
          {JSON.stringify(payload, null, 2)}
        </pre>
      </section>
    </form>
  );
}
