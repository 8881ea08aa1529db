import {
  buildPostPayload,
  type usePlatformOptions,
  type OptionIssue,
  type PlatformOptions,
  type PlatformOptionsAccount,
  type PlatformOptionsErrors,
  type SocialAccount,
  type SocialKitMessages,
  type SocialKitProviderProps,
  type UsePlatformOptionsResult,
} from '../../src/index.js';

describe('usePlatformOptions types', () => {
  it('types setOption by network and member', () => {
    const { setOption } = {} as UsePlatformOptionsResult;
    setOption('youtube', 'title', 'ok');
    setOption('youtube', 'tags', ['a']);
    setOption('tiktok', 'privacyLevel', 'SELF_ONLY');
    setOption('threads', 'replyControl', undefined);
    // @ts-expect-error: a title is a string
    setOption('youtube', 'title', 1);
    // @ts-expect-error: not a TikTok privacy level
    setOption('tiktok', 'privacyLevel', 'PUBLIC');
    // @ts-expect-error: Threads has no title
    setOption('threads', 'title', 'x');
    // @ts-expect-error: X has no options
    setOption('x', 'anything', 'x');
  });

  it('takes SocialAccount records as the selected accounts', () => {
    expectTypeOf<SocialAccount>().toMatchTypeOf<PlatformOptionsAccount>();
    expectTypeOf<{ accounts: SocialAccount[] }>().toMatchTypeOf<NonNullable<Parameters<typeof usePlatformOptions>[0]>>();
  });

  it('reports errors per network per field as message keys', () => {
    expectTypeOf<NonNullable<PlatformOptionsErrors['youtube']>['title']>().toEqualTypeOf<OptionIssue | undefined>();
    expectTypeOf<OptionIssue['key']>().toMatchTypeOf<keyof SocialKitMessages>();
  });

  it("adds the panel's keys to the provider's messages", () => {
    expectTypeOf<SocialKitProviderProps['messages']>().toMatchTypeOf<{ youtubeTitle?: string; errorNetwork?: string } | undefined>();
    const messages: SocialKitProviderProps['messages'] = { youtubeTagRemove: 'Tag {tag} entfernen' };
    // @ts-expect-error: an unknown key is refused
    const wrong: SocialKitProviderProps['messages'] = { youtubeTitel: 'typo' };
    expectTypeOf(messages).not.toBeAny();
    expectTypeOf(wrong).not.toBeAny();
  });

  it('takes typed options into the payload', () => {
    const options: PlatformOptions = { youtube: { title: 't' } };
    expectTypeOf(buildPostPayload({ content: '', accounts: [], options }).accounts).toEqualTypeOf<string[]>();
  });
});
