/**
 * Messages the connect components share, said (and translated) once: the button's dialog, the
 * callback page, the page picker, the app password form and the account list. `{accounts}` is the
 * connected accounts as a list of the locale. Override any of them on the provider's `messages`.
 * Account types other than these show as the service sends them; add `commonAccountType_<type>`
 * to name one.
 */
export const commonConnectMessages = {
  /**
   * Button that stops what is under way: ConnectAccountButton while a network's window is open,
   * HandleAppPasswordForm, AccountList's disconnect question, ConnectCallback's confirm screen.
   * Button label: one short word.
   */
  commonCancel: 'Cancel',
  /**
   * Button after a failure to load (AccountList, PagePicker, ConnectCallback) that asks again.
   * Button label: keep it short.
   */
  commonTryAgain: 'Try again',
  /**
   * Button or link after a connection request expired, was declined or failed (PagePicker,
   * ConnectCallback): it starts connecting the account from the beginning. Button label: keep it
   * short.
   */
  commonStartAgain: 'Start again',
  /**
   * The submit button's label while the request is sent (HandleAppPasswordForm, PagePicker), in
   * place of "Connect …". Button label: short; ends with an ellipsis (…).
   */
  commonConnecting: 'Connecting…',
  /**
   * Status line once accounts are connected (ConnectAccountButton, ConnectCallback,
   * HandleAppPasswordForm). `{accounts}` = the accounts' handles as a list of the locale
   * ("@ada, @grace and Acme"), one or several: word it so it reads for both.
   */
  commonConnected: 'Connected {accounts}.',
  /**
   * A page's or account's type, as the service names it "organization" (a page of a company or
   * other organisation rather than of a person), shown beside its name in PagePicker and
   * AccountList. One or two words.
   */
  commonAccountType_organization: 'Organization',
  /**
   * A page's or account's type, as the service names it "personal" (a person's own profile), shown
   * beside its name in PagePicker and AccountList. One or two words.
   */
  commonAccountType_personal: 'Personal profile',
};

export type CommonConnectMessages = { [K in keyof typeof commonConnectMessages]: string };
