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
