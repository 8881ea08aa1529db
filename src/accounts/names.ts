import type { SocialAccount } from '../client/types.js';

/** `@ada`, or the name when the service sent no username. */
export const accountHandle = (account: SocialAccount) =>
  account.username ? `@${account.username.replace(/^@/, '')}` : (account.nickname ?? account.id);

/** The accounts by handle, as a list of the locale: "@ada, @grace and Acme". */
export const accountNames = (accounts: SocialAccount[], locale: string | undefined) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(accounts.map(accountHandle));


/** A page's or an account's type as its message names it, or as the service sent it. */
export const accountType = (messages: object, type: string | undefined) =>
  type && ((messages as Record<string, string | undefined>)[`commonAccountType_${type}`] ?? type);
