import {
  type AppPasswordFormMessageKey,
  type SocialAccount,
  type SocialKitError,
  type SocialKitMessages,
  type UseHandleAppPasswordFormResult,
  type UsePagePickerResult,
} from '../../src/index.js';

describe('page picker and app password form types', () => {
  it('narrows accounts and error by the picker status', () => {
    const picker = {} as UsePagePickerResult;
    if (picker.status === 'connected') expectTypeOf(picker.accounts).toEqualTypeOf<SocialAccount[]>();
    if (picker.status === 'error') expectTypeOf(picker.error).toEqualTypeOf<SocialKitError>();
    if (picker.status === 'ready') expectTypeOf(picker.accounts).toEqualTypeOf<undefined>();
  });

  it('gives every form error key a message the provider can override', () => {
    expectTypeOf<UseHandleAppPasswordFormResult['formError']>().toEqualTypeOf<AppPasswordFormMessageKey | 'other' | undefined>();
    expectTypeOf<Pick<SocialKitMessages, AppPasswordFormMessageKey | 'pagePickerSubmit_one' | 'pagePickerEmpty'>>().toEqualTypeOf<
      Record<AppPasswordFormMessageKey | 'pagePickerSubmit_one' | 'pagePickerEmpty', string>
    >();
  });
});
