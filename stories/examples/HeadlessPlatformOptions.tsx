import { usePlatformOptions, type OptionIssue } from '../../src/index.js';

const messages: Record<string, string> = {
  youtubeTitleTooLong: 'Too long for YouTube',
  youtubeTitleAngleBrackets: 'No < or > please',
  optionNotAllowed: 'Not available',
};
const say = (issue: OptionIssue | undefined) => issue && `${messages[issue.key] ?? issue.key}${issue.params ? ` (${issue.params.count}/${issue.params.max})` : ''}`;

/** A tiny panel of the app's own markup on `usePlatformOptions` alone: no component, no stylesheet. */
export function HeadlessPlatformOptions() {
  const options = usePlatformOptions({ networks: ['youtube', 'tiktok'], allowedPrivacyLevels: ['MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'] });
  const { value, errors, setOption, allowed, counts } = options;
  const titleError = say(errors.youtube?.title);
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '0.75rem', maxWidth: '30rem' }}>
      <label htmlFor="hl-title">YouTube title</label>
      <input
        id="hl-title"
        value={value.youtube?.title ?? ''}
        onChange={(event) => setOption('youtube', 'title', event.target.value)}
        aria-invalid={!!titleError || undefined}
        aria-describedby="hl-title-count hl-title-error"
      />
      <small id="hl-title-count">
        {counts.youtube.title.count}/{counts.youtube.title.max}
      </small>
      <small id="hl-title-error">{titleError}</small>
      <label htmlFor="hl-privacy">TikTok audience</label>
      <select id="hl-privacy" value={value.tiktok?.privacyLevel ?? ''} onChange={(event) => setOption('tiktok', 'privacyLevel', (event.target.value || undefined) as never)}>
        <option value="">Choose…</option>
        {allowed.tiktok.privacyLevel.map((level) => (
          <option key={level}>{level}</option>
        ))}
      </select>
      <p role="status">{options.isValid ? 'Options are valid.' : 'Some options need attention.'}</p>
      <pre>{JSON.stringify(options.activeValue)}</pre>
    </form>
  );
}
