import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

/**
 * The Theming guide's live editor: inputs for the documented `--sk-*` tokens (docs/theming.md),
 * set on a wrapper around real components, which follow as an app's own CSS would make them; and
 * the CSS of what changed, to copy into the app's stylesheet. Only what the reader changed is
 * written, so the rest keeps following the host page (light or dark).
 */

interface ColorToken {
  name: `--sk-color-${string}`;
  label: string;
  /** The light palette's value (tokens.css), shown until changed. */
  light: string;
}

const COLORS: ColorToken[] = [
  { name: '--sk-color-bg', label: 'Surface', light: '#ffffff' },
  { name: '--sk-color-fg', label: 'Text', light: '#1f2328' },
  { name: '--sk-color-surface', label: 'Raised surface', light: '#f6f8fa' },
  { name: '--sk-color-muted', label: 'Muted text', light: '#57606a' },
  { name: '--sk-color-border', label: 'Borders', light: '#767676' },
  { name: '--sk-color-accent', label: 'Accent', light: '#0b57d0' },
  { name: '--sk-color-accent-fg', label: 'Text on accent', light: '#ffffff' },
  { name: '--sk-color-danger', label: 'Danger', light: '#b3261e' },
  { name: '--sk-color-danger-fg', label: 'Text on danger', light: '#ffffff' },
  { name: '--sk-color-success', label: 'Success', light: '#1a7f37' },
];

/** The pairs docs/theming.md holds to WCAG 2.2 AA: text 4.5:1, borders 3:1. */
const PAIRS: { fg: string; bg: string; label: string; min: number }[] = [
  { fg: '--sk-color-fg', bg: '--sk-color-bg', label: 'Text on surface', min: 4.5 },
  { fg: '--sk-color-muted', bg: '--sk-color-bg', label: 'Muted text on surface', min: 4.5 },
  { fg: '--sk-color-border', bg: '--sk-color-bg', label: 'Borders on surface', min: 3 },
  { fg: '--sk-color-accent-fg', bg: '--sk-color-accent', label: 'Text on accent', min: 4.5 },
  { fg: '--sk-color-danger-fg', bg: '--sk-color-danger', label: 'Text on danger', min: 4.5 },
];

const FONTS = [
  { label: 'The host page’s (system UI)', value: '' },
  { label: 'Serif', value: "Georgia, 'Times New Roman', serif" },
  { label: 'Monospace', value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
  { label: 'Rounded', value: "ui-rounded, 'Nunito', system-ui, sans-serif" },
];

/** The spacing scale: `--sk-space-n` is n steps of the unit (a 4 px grid by default). */
const SPACE_STEPS = [1, 2, 3, 4, 6] as const;

export type TokenValues = Partial<Record<`--sk-${string}`, string>>;

/** The changed tokens as CSS for the app's stylesheet. */
export function tokensCss(values: TokenValues, selector = ':root'): string {
  const lines = Object.entries(values).map(([name, value]) => `  ${name}: ${value};`);
  return lines.length === 0 ? '/* Change a token above: its CSS appears here. */' : `${selector} {\n${lines.join('\n')}\n}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const fieldset: CSSProperties = { border: '1px solid #8b949e', borderRadius: 8, padding: '0.5rem 0.75rem', margin: 0, minWidth: 0 };
const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: '0.75rem' };
const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.5rem', marginBlock: '0.25rem' };
const column: CSSProperties = { display: 'grid', gap: '0.25rem', alignContent: 'start' };

/** A control under its label, the token it sets as its description. */
function Field({ label, hint, children }: { label: string; hint: string; children: (id: string, hintId: string) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div style={column}>
      <label htmlFor={id}>{label}</label>
      {children(id, hintId)}
      <small id={hintId} style={{ fontFamily: 'ui-monospace, monospace' }}>
        {hint}
      </small>
    </div>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The colour tokens as the page resolves them around the components now (light or dark), where they are plain hex. */
function useResolvedColors(element: RefObject<HTMLDivElement | null>) {
  const [resolved, setResolved] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      if (!element.current) return;
      const style = getComputedStyle(element.current);
      const next = Object.fromEntries(COLORS.map((token) => [token.name, style.getPropertyValue(token.name).trim()]).filter(([, value]) => HEX.test(value!)));
      setResolved((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    read();
    // The host page's scheme can change under the editor: the system's setting, or data-theme above.
    const media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', read);
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-theme', 'data-sk-color-scheme'] });
    return () => {
      media.removeEventListener('change', read);
      observer.disconnect();
    };
  }, [element]);
  return resolved;
}

export function TokenEditor({ children }: { children: ReactNode }) {
  const [values, setValues] = useState<TokenValues>({});
  const [copied, setCopied] = useState('');
  // Read above the wrapper, where the tokens are the host page's, not the ones changed here.
  const host = useRef<HTMLDivElement>(null);
  const resolved = useResolvedColors(host);
  const set = (name: `--sk-${string}`, value: string | undefined) =>
    setValues((current) => {
      const next = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next;
    });
  const colorOf = (name: string) => values[name as `--sk-${string}`] ?? resolved[name] ?? COLORS.find((token) => token.name === name)!.light;
  const radius = Number.parseFloat(values['--sk-radius'] ?? '8');
  const unit = Number.parseFloat(values['--sk-space-1'] ?? '4');
  const fontSize = Number.parseFloat(values['--sk-font-size'] ?? '15');
  const css = tokensCss(values);

  const setRadius = (px: number) =>
    setValues((current) => ({ ...current, '--sk-radius': `${px}px`, '--sk-radius-small': `${Math.round(px / 2)}px` }));
  const setUnit = (px: number) =>
    setValues((current) => ({ ...current, ...Object.fromEntries(SPACE_STEPS.map((step) => [`--sk-space-${step}`, `${px * step}px`])) }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(css);
      setCopied('Copied the CSS.');
    } catch {
      setCopied('Copying was refused here: select the CSS and copy it.');
    }
  };

  return (
    <div ref={host}>
      <form aria-label="Design tokens" onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '0.75rem', marginBlockEnd: '1rem' }}>
        <fieldset style={fieldset}>
          <legend>Colours (shown as the host page resolves them; a change applies in both schemes, as on :root)</legend>
          <div style={grid}>
            {COLORS.map((token) => (
              <Field key={token.name} label={token.label} hint={token.name}>
                {(id, hintId) => (
                  <input id={id} aria-describedby={hintId} type="color" value={colorOf(token.name)} onChange={(event) => set(token.name, event.currentTarget.value)} style={{ inlineSize: '4rem' }} />
                )}
              </Field>
            ))}
          </div>
          <ul aria-label="Contrast of the pairs" style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
            {PAIRS.map((pair) => {
              const ratio = contrast(colorOf(pair.fg), colorOf(pair.bg));
              return (
                <li key={pair.label} data-state={ratio >= pair.min ? 'pass' : 'fail'}>
                  {pair.label}: {ratio.toFixed(1)}:1, {ratio >= pair.min ? `meets ${pair.min}:1` : `under ${pair.min}:1 (WCAG 2.2 AA)`}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <fieldset style={fieldset}>
          <legend>Shape, spacing and type</legend>
          <div style={grid}>
            <Field label={`Radius: ${radius}px`} hint="--sk-radius, --sk-radius-small (half)">
              {(id, hintId) => <input id={id} aria-describedby={hintId} type="range" min={0} max={24} step={1} value={radius} onChange={(event) => setRadius(event.currentTarget.valueAsNumber)} />}
            </Field>
            <Field label={`Spacing unit: ${unit}px`} hint="--sk-space-1…6">
              {(id, hintId) => <input id={id} aria-describedby={hintId} type="range" min={2} max={8} step={1} value={unit} onChange={(event) => setUnit(event.currentTarget.valueAsNumber)} />}
            </Field>
            <Field label={`Font size: ${fontSize}px`} hint="--sk-font-size">
              {(id, hintId) => (
                <input id={id} aria-describedby={hintId} type="range" min={12} max={20} step={1} value={fontSize} onChange={(event) => set('--sk-font-size', `${event.currentTarget.valueAsNumber}px`)} />
              )}
            </Field>
            <Field label="Font" hint="--sk-font-family">
              {(id, hintId) => (
                <select id={id} aria-describedby={hintId} value={values['--sk-font-family'] ?? ''} onChange={(event) => set('--sk-font-family', event.currentTarget.value || undefined)}>
                  {FONTS.map((font) => (
                    <option key={font.label} value={font.value}>
                      {font.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <div>
          <label htmlFor="sk-token-css">The CSS of what you changed</label>
          <textarea id="sk-token-css" readOnly value={css} rows={Math.min(14, css.split('\n').length + 1)} style={{ display: 'block', inlineSize: '100%', fontFamily: 'ui-monospace, monospace', fontSize: 13 }} />
          <div style={{ ...row, marginBlockStart: '0.5rem' }}>
            <button type="button" onClick={() => void copy()} disabled={Object.keys(values).length === 0}>
              Copy CSS
            </button>
            <button type="button" onClick={() => {
                setValues({});
                setCopied('');
              }} disabled={Object.keys(values).length === 0}>
              Reset
            </button>
            <span role="status">{copied}</span>
          </div>
        </div>
      </form>
      <div style={values}>
        {children}
      </div>
    </div>
  );
}
