import type { OptionsNetworkId } from '../../networks/options/types.js';
import { Check, Choices, Field, type SectionContext } from './fields.js';
import { YouTubeSection } from './YouTubeSection.js';

function ThreadsSection({ c }: { c: SectionContext }) {
  return <Choices c={c} network="threads" field="replyControl" label="threadsReplyControl" values={c.o.allowed.threads.replyControl} />;
}

function InstagramSection({ c }: { c: SectionContext }) {
  const help = c.ids('instagram', 'shareToFeed').help;
  return (
    <>
      <Choices c={c} network="instagram" field="mediaType" label="instagramMediaType" values={c.o.allowed.instagram.mediaType} />
      {/* Only a Reel can also go to the feed; for other types the member is not sent either. */}
      {c.o.value.instagram?.mediaType === 'REELS' && (
        <div {...c.p('field')}>
          <Check c={c} network="instagram" field="shareToFeed" label="instagramShareToFeed" help={help} />
          <p {...c.p('help')} id={help}>
            {c.m.instagramShareToFeedHelp}
          </p>
        </div>
      )}
    </>
  );
}

function TikTokSection({ c }: { c: SectionContext }) {
  return (
    <>
      <Choices c={c} network="tiktok" field="privacyLevel" label="tiktokPrivacyLevel" values={c.o.allowed.tiktok.privacyLevel} />
      <Field c={c} network="tiktok" field="interactions" label="tiktokInteractions" group="group">
        {() => (
          <>
            <Check c={c} network="tiktok" field="disableDuet" label="tiktokDisableDuet" />
            <Check c={c} network="tiktok" field="disableStitch" label="tiktokDisableStitch" />
            <Check c={c} network="tiktok" field="disableComment" label="tiktokDisableComment" />
          </>
        )}
      </Field>
    </>
  );
}

const SECTIONS = { threads: ThreadsSection, instagram: InstagramSection, youtube: YouTubeSection, tiktok: TikTokSection };

/** The fields of one network. */
export function Section({ c, network }: { c: SectionContext; network: OptionsNetworkId }) {
  const Fields = SECTIONS[network];
  return <Fields c={c} />;
}
