import type { ComponentProps } from 'react';
import type {
  MediaGallery,
  MediaGalleryItem,
  MediaGalleryProps,
  MediaRecord,
  MediaUploader,
  MediaUploaderClassNames,
  MediaUploaderProps,
  SocialKitMessages,
  UseMediaGalleryOptions,
  UseMediaGalleryResult,
} from '../../src/index.js';

describe('MediaGallery and MediaUploader types', () => {
  it('takes the service’s records or simple items, and 2, 3 or 4 columns', () => {
    const records: MediaRecord[] = [{ id: 'med_1', filename: 'a.png' }];
    const simple: MediaGalleryItem[] = [{ id: 'a', name: 'a.png' }];
    expectTypeOf(records).toExtend<NonNullable<MediaGalleryProps['items']>>();
    expectTypeOf(simple).toExtend<NonNullable<MediaGalleryProps['items']>>();
    expectTypeOf<ComponentProps<typeof MediaGallery>['columns']>().toEqualTypeOf<2 | 3 | 4 | undefined>();
    // @ts-expect-error: an item needs a name
    const nameless: MediaGalleryItem = { id: 'a' };
    void nameless;
    expectTypeOf<MediaGalleryProps['onValueChange']>().toEqualTypeOf<((value: string[]) => void) | undefined>();
    expectTypeOf<UseMediaGalleryResult['getCellProps']>().returns.toHaveProperty('aria-selected');
    expectTypeOf<UseMediaGalleryResult['getCellProps']>().returns.toHaveProperty('aria-disabled').toEqualTypeOf<true | undefined>();
  });

  it('checks tiles against networks as the uploader does: ids or accounts, a post kind per network, and a record’s numbers', () => {
    const accounts = [{ id: 'acc_1', network: 'instagram' as const, username: 'studio' }];
    expectTypeOf(accounts).toExtend<NonNullable<MediaGalleryProps['networks']>>();
    expectTypeOf(['instagram', 'bluesky'] as const).toExtend<NonNullable<MediaGalleryProps['networks']>>();
    expectTypeOf<MediaGalleryProps['postKind']>().toEqualTypeOf<MediaUploaderProps['postKind']>();
    expectTypeOf<MediaGalleryProps['mediaRules']>().toEqualTypeOf<MediaUploaderProps['mediaRules']>();
    const measured: MediaGalleryItem = { id: 'a', name: 'a.jpg', contentType: 'image/jpeg', size: 1, width: 1080, height: 1920 };
    void measured;
    // @ts-expect-error: a post kind is a word per network, not one for all
    const everywhere: MediaGalleryProps = { postKind: 'STORIES' };
    void everywhere;
    expectTypeOf<SocialKitMessages>().toHaveProperty('mediaGalleryRefusedBy');
  });

  it('lets a headless gallery say what can be chosen and removed, and where focus goes when empty', () => {
    expectTypeOf<UseMediaGalleryOptions['canSelect']>().toEqualTypeOf<((id: string) => boolean) | undefined>();
    expectTypeOf<UseMediaGalleryOptions['canRemove']>().toEqualTypeOf<((id: string) => boolean) | undefined>();
    expectTypeOf<UseMediaGalleryResult['canSelect']>().toEqualTypeOf<(id: string) => boolean>();
    expectTypeOf<UseMediaGalleryResult['canRemove']>().toEqualTypeOf<(id: string) => boolean>();
    expectTypeOf<UseMediaGalleryResult['getEmptyProps']>().returns.toHaveProperty('tabIndex').toEqualTypeOf<-1>();
  });

  it('takes the engine’s options or a shared upload, and classNames per part', () => {
    expectTypeOf<MediaUploaderProps>().toHaveProperty('maxSize');
    expectTypeOf<MediaUploaderProps>().toHaveProperty('upload');
    expectTypeOf<ComponentProps<typeof MediaUploader>['warnBeforeUnload']>().toEqualTypeOf<boolean | undefined>();
    const classNames: MediaUploaderClassNames = { dropzone: 'x', browse: 'y' };
    void classNames;
    // @ts-expect-error: no such part
    const wrong: MediaUploaderClassNames = { button: 'x' };
    void wrong;
  });

  it('lets an app override every word by key', () => {
    expectTypeOf<SocialKitMessages>().toHaveProperty('mediaUploaderRejectedTooLarge');
    expectTypeOf<SocialKitMessages>().toHaveProperty('mediaGalleryEmpty');
    expectTypeOf<SocialKitMessages>().toHaveProperty('mediaStatus_uploading');
  });
});
