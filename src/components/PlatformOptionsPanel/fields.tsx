import type { ReactNode } from 'react';
import type { NetworkOptionsMap, OptionsNetworkId } from '../../networks/options/types.js';
import type { OptionIssue } from '../../networks/options/validate.js';
import { flag, FIELD } from '../shared/anatomy.js';
import type { UsePlatformOptionsResult } from '../../hooks/usePlatformOptions.js';
import type { PlatformOptionsPanelMessages } from '../../i18n/en/platformOptionsPanel.js';
import type { PostOptionMessages } from '../../i18n/en/postOptions.js';
import type { partProps } from './anatomy.js';

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** What a section needs from the panel. */
export interface SectionContext {
  o: UsePlatformOptionsResult;
  m: PlatformOptionsPanelMessages & PostOptionMessages;
  p: ReturnType<typeof partProps>;
  /** A message by a key made at run time (`threadsReplyControl_everyone`), the key itself when there is none. */
  msg: (key: string) => string;
  /** Fills `{name}` placeholders, numbers in the provider's locale. */
  t: (template: string, params?: object) => string;
  ids: (network: string, field: string) => { control: string; help: string; error: string; count: string };
}

type Key<N extends OptionsNetworkId> = keyof NetworkOptionsMap[N] & string;

/** What a field gives its control: id, part, invalid state and descriptions. */
export interface ControlProps {
  id: string;
  'data-scope': string;
  'data-part': string;
  /** The text field family's look (tokens.css). */
  'data-field': '';
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  c: SectionContext;
  network: OptionsNetworkId;
  field: string;
  /** The label's message key; the help is `${label}Help`. */
  label: string;
  /** A group of controls (radios, checkboxes) in a fieldset, named by its legend. */
  group?: 'radiogroup' | 'group';
  /** A counter against a limit, also spoken on focus through aria-describedby. */
  count?: { count: number; max: number; bytes?: boolean };
  children: (control: ControlProps) => ReactNode;
}

/**
 * One option: a plain label (or legend), help, the control, a counter, and the problem inline.
 * Help, counter and problem are all tied to the control by aria-describedby; the problem is
 * also announced politely when it appears.
 */
export function Field({ c, network, field, label, group, count, children }: FieldProps) {
  const { o, p, msg, t } = c;
  const ids = c.ids(network, field);
  const issue = (o.errors[network] as Record<string, OptionIssue> | undefined)?.[field];
  const described = describedBy(ids.help, count && ids.count, issue && ids.error);
  const control: ControlProps = { ...p('control'), ...FIELD, id: ids.control, 'aria-invalid': issue && true, 'aria-describedby': described };
  const Wrapper = group ? 'fieldset' : 'div';
  const state = count && (count.count > count.max ? 'over' : count.count >= count.max * 0.9 ? 'near' : 'under');
  return (
    <Wrapper {...p('field')} data-invalid={flag(issue)} {...(group && { role: group, 'aria-invalid': control['aria-invalid'], 'aria-describedby': described })}>
      {group ? (
        <legend {...p('label')}>{msg(label)}</legend>
      ) : (
        <label {...p('label')} htmlFor={ids.control}>
          {msg(label)}
        </label>
      )}
      <p {...p('help')} id={ids.help}>
        {t(msg(`${label}Help`), count)}
      </p>
      {children(control)}
      {count && (
        // Read on focus; a polite live region only near and over the limit, not on every keystroke.
        <p {...p('counter')} id={ids.count} data-state={state} aria-live={state === 'under' ? undefined : 'polite'}>
          {t(count.bytes ? c.m.platformOptionsPanelCountBytes : c.m.platformOptionsPanelCount, count)}
        </p>
      )}
      {/* Always there, empty while the field is fine, so that a problem appearing as the user
          types is inserted into a live region and spoken. Its text changes only when the problem
          does (the counter speaks the counts), so it is not read again on every key. */}
      <p {...p('error')} id={ids.error} aria-live="polite" aria-atomic="true">
        {issue && t(c.m[issue.key], issue.params)}
      </p>
    </Wrapper>
  );
}

interface ChoicesProps<N extends OptionsNetworkId> {
  c: SectionContext;
  network: N;
  field: Key<N>;
  /** The legend's message key; each value's message is `${label}_${value}`. */
  label: string;
  values: readonly NonNullable<NetworkOptionsMap[N][Key<N>]>[];
}

/** A radio group in a fieldset: one native radio per allowed value. */
export function Choices<N extends OptionsNetworkId>({ c, network, field, label, values }: ChoicesProps<N>) {
  const { o, p, msg } = c;
  const current = (o.value[network] as Record<string, unknown> | undefined)?.[field];
  return (
    <Field c={c} network={network} field={field} label={label} group="radiogroup">
      {({ id }) =>
        values.map((value) => (
          <label key={String(value)} {...p('choice')}>
            <input {...p('choice-control')} type="radio" name={id} checked={current === value} onChange={() => o.setOption(network, field, value)} />
            {msg(`${label}_${String(value)}`)}
          </label>
        ))
      }
    </Field>
  );
}

/** A native checkbox for a boolean member; unchecking sends `false`, which says something. */
export function Check<N extends OptionsNetworkId>({ c, network, field, label, help }: { c: SectionContext; network: N; field: Key<N>; label: string; help?: string }) {
  const { o, p, msg } = c;
  return (
    <label {...p('choice')}>
      <input
        {...p('choice-control')}
        type="checkbox"
        checked={!!(o.value[network] as Record<string, unknown> | undefined)?.[field]}
        aria-describedby={help}
        onChange={(event) => o.setOption(network, field, event.target.checked as NetworkOptionsMap[N][Key<N>])}
      />
      {msg(label)}
    </label>
  );
}
