import { expectTypeOf } from 'vitest';
import type { FittedImageSize, MediaRecord, UploadFittedSize, SocialKitError, UploadItem, UploadRejection, UploadRejectionCode, UploadStore, UseUploadOptions, UseUploadResult } from '../../src/index.js';
import { useUploadItem } from '../../src/index.js';
import { fitImage } from '../../src/core.js';

describe('upload types', () => {
  it('narrows an item by its status', () => {
    const item = {} as UploadItem;
    if (item.status === 'done') {
      expectTypeOf(item.media).toEqualTypeOf<MediaRecord>();
      expectTypeOf(item.mediaId).toEqualTypeOf<string>();
    }
    if (item.status === 'error') {
      expectTypeOf(item.error).toEqualTypeOf<SocialKitError>();
      expectTypeOf(item.step).toEqualTypeOf<'fit' | 'ticket' | 'put' | 'confirm'>();
      expectTypeOf(item.retryAt).toEqualTypeOf<number | undefined>();
      expectTypeOf(item.waitUntil).toEqualTypeOf<number | undefined>();
    }
    if (item.status === 'queued') {
      // @ts-expect-error a queued item has no error
      void item.error;
    }
  });

  it('lists every rejection reason', () => {
    expectTypeOf<UploadRejectionCode>().toEqualTypeOf<
      'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'file-empty' | 'name-too-long' | 'too-many-files' | 'duplicate' | 'validation' | 'refused-by-network'
    >();
  });

  it("gives the store's functions unbound, like the hook's", () => {
    const { add, cancel } = {} as UploadStore;
    expectTypeOf(add).parameters.toEqualTypeOf<[Iterable<File> | ArrayLike<File>]>();
    expectTypeOf(cancel).toEqualTypeOf<(id: string) => void>();
    expectTypeOf<UseUploadResult['add']>().returns.toEqualTypeOf<Promise<UploadRejection[]>>();
    expectTypeOf(useUploadItem).returns.toEqualTypeOf<UploadItem | undefined>();
  });

  it('fits with the built-in fitter, an app encoder of the same shape, or not at all', () => {
    expectTypeOf(fitImage).toExtend<Extract<UseUploadOptions['fitImages'], (...args: never[]) => unknown>>();
    expectTypeOf<{ fitImages: true }>().toExtend<UseUploadOptions>();
    // @ts-expect-error a fitter gets the signal and must answer with a FitImageResult, not a Blob
    const bad: UseUploadOptions = { fitImages: (file: File) => Promise.resolve(new Blob([file])) };
    void bad;
    const item = {} as UploadItem;
    expectTypeOf(item.fitted?.before).toEqualTypeOf<UploadFittedSize | undefined>();
    // A fitted image's sides are an image fitter's own.
    expectTypeOf<FittedImageSize>().toExtend<UploadFittedSize>();
    // A video's fitting says how far it is; no other state does.
    expectTypeOf<Extract<UploadItem, { status: 'fitting' }>['fitProgress']>().toEqualTypeOf<number | undefined>();
    expectTypeOf(item.fitted?.original).toEqualTypeOf<File | undefined>();
  });
});
