import { useMessages } from '../../hooks/useMessages.js';
import { mediaCheckMessages } from '../../i18n/en/mediaCheck.js';
import { mediaUploaderMessages } from '../../i18n/en/mediaUploader.js';
import type { UploadVerdicts } from '../../upload/types.js';
import { verdictLines } from '../../upload/verdictLines.js';
import type { PartProps } from './anatomy.js';

// Its own chunk (Row.tsx loads it with `lazy`): the checker's messages and the network names come
// only to an app that passes `networks`. The messages hook names the checker's keys a locale pack lacks.
const MESSAGES = { ...mediaCheckMessages, ...mediaUploaderMessages };

export interface VerdictsProps {
  p: PartProps;
  verdicts: UploadVerdicts;
}

/** A file's verdicts as the row's compact line (useMediaUploader says a refusal in the live region). */
export default function Verdicts({ p, verdicts }: VerdictsProps) {
  const { m, locale } = useMessages({ defaults: MESSAGES, caller: 'MediaUploader' });
  const { state, lines } = verdictLines(verdicts, m, locale);
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
