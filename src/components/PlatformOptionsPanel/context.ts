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
