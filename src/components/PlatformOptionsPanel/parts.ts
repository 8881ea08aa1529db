import type { UsePlatformOptionsResult } from '../../hooks/usePlatformOptions.js';
import type { PlatformOptionsMessages } from './messages.js';

export type PlatformOptionsPanelPart =
  | 'root'
  | 'tablist'
  | 'tab'
  | 'icon'
  | 'name'
  | 'section'
  | 'heading'
  | 'trigger'
  | 'content'
  | 'field'
  | 'label'
  | 'help'
  | 'choice'
  | 'choice-control'
  | 'control'
  | 'counter'
  | 'error'
  | 'tags'
  | 'tag'
  | 'tag-remove'
  | 'tag-input'
  | 'note';

export type PlatformOptionsPanelClassNames = Partial<Record<PlatformOptionsPanelPart, string>>;

/** The attributes every part carries: the scope and part our CSS selects on, and its stable class. */
export const partProps = (classNames: PlatformOptionsPanelClassNames | undefined) => (part: PlatformOptionsPanelPart, extra?: string) => ({
  'data-scope': 'platform-options',
  'data-part': part,
  className: [`sk-PlatformOptionsPanel-${part}`, classNames?.[part], extra].filter(Boolean).join(' '),
});

/** Present or absent, as Radix renders boolean state. */
export const flag = (on: unknown) => (on ? '' : undefined);

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** What a section needs from the panel. */
export interface SectionContext {
  o: UsePlatformOptionsResult;
  m: PlatformOptionsMessages;
  p: ReturnType<typeof partProps>;
  /** A message by a key made at run time (`threadsReplyControl_everyone`), the key itself when there is none. */
  msg: (key: string) => string;
  /** Fills `{name}` placeholders, numbers in the provider's locale. */
  t: (template: string, params?: object) => string;
  ids: (network: string, field: string) => { control: string; help: string; error: string; count: string };
}
