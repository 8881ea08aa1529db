import { NETWORKS } from '../../src/networks/catalogue.js';
import { IMAGE_COVER_NETWORKS } from '../../src/networks/options/covers.js';
import { buildPostPayload, type PlatformOptions } from '../../src/index.js';
import { toWireOptions } from '../../src/client/postPayload.js';

const every: Required<{ [N in keyof PlatformOptions]-?: Required<NonNullable<PlatformOptions[N]>> }> = {
  threads: { replyControl: 'mentioned_only' },
  instagram: { mediaType: 'REELS', shareToFeed: true },
  youtube: { title: 'T', description: 'D', privacyStatus: 'unlisted', categoryId: '22', tags: ['a', 'b c'] },
  tiktok: { privacyLevel: 'SELF_ONLY', disableDuet: true, disableStitch: false, disableComment: true },
};

describe('toWireOptions', () => {
  it('names every member of section 2.6 in snake_case by default', () => {
    expect(toWireOptions('threads', every.threads)).toEqual({ reply_control: 'mentioned_only' });
    expect(toWireOptions('instagram', every.instagram)).toEqual({ media_type: 'REELS', share_to_feed: true });
    expect(toWireOptions('youtube', every.youtube)).toEqual({
      title: 'T',
      description: 'D',
      privacy_status: 'unlisted',
      category_id: '22',
      tags: ['a', 'b c'],
    });
    expect(toWireOptions('tiktok', every.tiktok)).toEqual({ privacy_level: 'SELF_ONLY', disable_duet: true, disable_stitch: false, disable_comment: true });
  });

  it('names them in camelCase, as the service’s own client does, when asked', () => {
    expect(toWireOptions('instagram', every.instagram, { casing: 'camel' })).toEqual({ mediaType: 'REELS', shareToFeed: true });
    expect(toWireOptions('youtube', every.youtube, { casing: 'camel' })).toEqual(every.youtube);
    expect(toWireOptions('tiktok', every.tiktok, { casing: 'camel' })).toEqual(every.tiktok);
  });

  it('leaves out empty members instead of sending undefined, "" or []', () => {
    const wire = toWireOptions('youtube', { title: '', description: undefined, tags: [], categoryId: '10' });
    expect(wire).toEqual({ category_id: '10' });
    expect(Object.keys(wire)).toEqual(['category_id']);
    expect(JSON.stringify(toWireOptions('tiktok', { disableDuet: false, privacyLevel: undefined }))).toBe('{"disable_duet":false}');
  });

  it('sends share_to_feed only with Reels', () => {
    expect(toWireOptions('instagram', { mediaType: 'FEED', shareToFeed: true })).toEqual({ media_type: 'FEED' });
    expect(toWireOptions('instagram', { shareToFeed: true })).toEqual({});
    // A member named like one of Object's own is only a member.
    expect(toWireOptions('instagram', { constructor: 'x' })).toEqual({ constructor: 'x' });
  });
});

describe('buildPostPayload', () => {
  it('builds the body as the spec shows it, with one option object per network', () => {
    expect(buildPostPayload({ content: 'Hello', accounts: ['acc_1', 'acc_2'], media: ['med_1'], options: every })).toEqual({
      content: 'Hello',
      accounts: ['acc_1', 'acc_2'],
      media: [{ id: 'med_1' }],
      threads: { reply_control: 'mentioned_only' },
      instagram: { media_type: 'REELS', share_to_feed: true },
      youtube: { title: 'T', description: 'D', privacy_status: 'unlisted', category_id: '22', tags: ['a', 'b c'] },
      tiktok: { privacy_level: 'SELF_ONLY', disable_duet: true, disable_stitch: false, disable_comment: true },
    });
  });

  it('sends the post’s media in the order given, each with its alt text, named as the casing says', () => {
    const media = [{ id: 'med_2', alt: 'A heron on one leg' }, 'med_3', { id: 'med_1' }];
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media }).media).toEqual([{ id: 'med_2', alt_text: 'A heron on one leg' }, { id: 'med_3' }, { id: 'med_1' }]);
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, casing: 'camel' }).media).toEqual([{ id: 'med_2', altText: 'A heron on one leg' }, { id: 'med_3' }, { id: 'med_1' }]);
  });

  it('switches every network to camelCase in one place', () => {
    const payload = buildPostPayload({ content: 'Hi', accounts: ['a'], options: every, casing: 'camel' });
    expect(payload.youtube).toEqual(every.youtube);
    expect(payload.threads).toEqual({ replyControl: 'mentioned_only' });
    expect(JSON.stringify(payload)).not.toMatch(/"\w+_\w+":/);
  });

  it('leaves out media, containers and networks that have nothing to send', () => {
    const payload = buildPostPayload({ content: 'Hi', accounts: ['a'], media: [], containers: [], options: { youtube: { title: '' }, threads: undefined } });
    expect(payload).toEqual({ content: 'Hi', accounts: ['a'] });
    expect(JSON.stringify(payload)).toBe('{"content":"Hi","accounts":["a"]}');
  });

  it('adds containers, each with content, when the post is a thread', () => {
    expect(buildPostPayload({ content: 'First', accounts: ['a'], containers: ['First', { content: 'Second' }] })).toEqual({
      content: 'First',
      accounts: ['a'],
      containers: [{ content: 'First' }, { content: 'Second' }],
    });
  });

  it('copies its inputs, so a later change to them does not change the body', () => {
    const accounts = ['a'];
    const payload = buildPostPayload({ content: 'x', accounts });
    accounts.push('b');
    expect(payload.accounts).toEqual(['a']);
  });

  it("sends only the selected networks' options when told which networks those are", () => {
    const payload = buildPostPayload({ content: 'x', accounts: ['a'], options: every, networks: ['tiktok', 'x'] });
    expect(Object.keys(payload)).toEqual(['content', 'accounts', 'tiktok']);
  });

  it('puts a video’s cover into each network’s cover option, in that network’s unit, under what the app set', () => {
    const media = [{ id: 'med_1', alt: 'A heron' }, { id: 'med_2', cover: { timeMs: 2000 } }];
    const payload = buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['instagram', 'tiktok', 'pinterest', 'x'], options: { instagram: { mediaType: 'REELS' } } });
    expect(payload).toEqual({
      content: 'x',
      accounts: ['a'],
      media: [{ id: 'med_1', alt_text: 'A heron' }, { id: 'med_2' }],
      instagram: { thumb_offset: 2000, media_type: 'REELS' },
      tiktok: { video_cover_timestamp_ms: 2000 },
      pinterest: { cover_image_key_frame_time: 2 },
    });
    // camelCase alike; an app's own cover option wins; no cover, no option.
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['tiktok'], casing: 'camel' }).tiktok).toEqual({ videoCoverTimestampMs: 2000 });
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['tiktok'], options: { tiktok: { videoCoverTimestampMs: 500 } } }).tiktok).toEqual({ video_cover_timestamp_ms: 500 });
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media: ['med_2'], networks: ['tiktok'] })).not.toHaveProperty('tiktok');
    // Instagram takes it for a Reel only; Pinterest's whole seconds round down, never past the end.
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['instagram'], options: { instagram: { mediaType: 'STORIES' } } }).instagram).toEqual({ media_type: 'STORIES' });
    // A video posted with no media type posts as a Reel, so it keeps its cover.
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['instagram'] }).instagram).toEqual({ thumb_offset: 2000 });
    const late = [{ id: 'med_3', cover: { timeMs: 2999 } }];
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media: late, networks: ['pinterest'] }).pinterest).toEqual({ cover_image_key_frame_time: 2 });
    // YouTube and Facebook take the frame as an image: its media id once uploaded, else nothing.
    const drawn = [{ id: 'med_4', cover: { timeMs: 2000, imageId: 'med_5' } }];
    const image = buildPostPayload({ content: 'x', accounts: ['a'], media: drawn, networks: ['youtube', 'facebook', 'tiktok'] });
    expect([image.youtube, image.facebook, image.tiktok, image.media]).toEqual([{ thumbnail_media_id: 'med_5' }, { thumb_media_id: 'med_5' }, { video_cover_timestamp_ms: 2000 }, [{ id: 'med_4' }]]);
    expect(buildPostPayload({ content: 'x', accounts: ['a'], media, networks: ['youtube', 'facebook'] })).not.toHaveProperty('youtube');
    // The networks the payload gives an image to are the ones the cover picker draws one for.
    const takesImage = NETWORKS.map((network) => network.id).filter((network) => JSON.stringify(buildPostPayload({ content: 'x', accounts: ['a'], media: drawn, networks: [network] })[network] ?? {}).includes('med_5'));
    expect(takesImage).toEqual([...IMAGE_COVER_NETWORKS]);
  });

  it('never lets an options key overwrite the body’s own members', () => {
    const payload = buildPostPayload({ content: 'x', accounts: ['a'], options: { content: { title: 'nope' } } });
    expect(payload.content).toBe('x');
  });
});
