import { useEffect } from 'react';
import { useMessages } from '../../hooks/useMessages.js';
import { mediaCheckMessages } from '../../i18n/en/mediaCheck.js';
import { mediaUploaderMessages } from '../../i18n/en/mediaUploader.js';
import type { MediaFileVerdict } from '../../media/types.js';
import { describeMediaVerdict } from '../../media/describe.js';
import { getNetwork } from '../../networks/catalogue.js';
import type { UploadVerdicts } from '../../upload/types.js';
import type { PartProps } from './anatomy.js';

// Its own chunk (Row.tsx loads it with `lazy`): the checker's messages and the network names come
// only to an app that passes `networks`.
const MESSAGES = { ...mediaCheckMessages, ...mediaUploaderMessages };

/** What a file's verdicts come to: it fits them all, some network refuses it, or there is something to note (fitting to come, unread). */
type VerdictState = 'fits' | 'refused' | 'note';

export interface VerdictsProps {
  p: PartProps;
  name: string;
  verdicts: UploadVerdicts;
  /** The file is `refused`: said once per verdict through the live region. */
  refused: boolean;
  /** Said at mount already (the file was listed before the uploader mounted): not news. */
  told?: UploadVerdicts;
  announce: (key: unknown, text: string) => void;
}

/**
 * A file's verdicts as the row's compact line: "Fits Instagram, Bluesky and X" when every chosen
 * network takes it as it is, else each refusing network's reasons (refusals first), one sentence
 * each. A `fixable` verdict is not a refusal: its sentence says it can be fitted.
 */
export default function Verdicts({ p, name, verdicts, refused, told, announce }: VerdictsProps) {
  const { m, t, locale } = useMessages({ defaults: MESSAGES, caller: 'MediaUploader' });
  const all = Object.values(verdicts).filter((verdict): verdict is MediaFileVerdict => verdict !== undefined);
  let state: VerdictState = 'fits';
  let lines: string[];
  if (all.every((verdict) => verdict.status === 'ok')) {
    const networks = new Intl.ListFormat(locale, { type: 'conjunction' }).format(all.map((verdict) => getNetwork(verdict.network).name));
    lines = all.length ? [t(m.mediaUploaderVerdictFits, { networks })] : [];
  } else {
    const refusing = all.filter((verdict) => verdict.status === 'refused');
    const others = all.filter((verdict) => verdict.status !== 'refused' && verdict.status !== 'ok');
    state = refusing.length ? 'refused' : 'note';
    lines = [...refusing, ...others].flatMap((verdict) => describeMediaVerdict(verdict, m, locale));
  }
  const reason = lines.join(' ');

  // A file a chosen network refuses is news once per verdict (a new choice may refuse it again).
  useEffect(() => {
    if (refused && verdicts !== told) announce(verdicts, t(m.mediaUploaderAnnounceRefused, { name, reason }));
  }, [refused, verdicts, told, announce, t, m, name, reason]);

  if (!lines.length) return null;
  return (
    <ul {...p('verdicts')} data-state={state}>
      {lines.map((line, index) => (
        <li {...p('verdict')} key={index}>
          {line}
        </li>
      ))}
    </ul>
  );
}
