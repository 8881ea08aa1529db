import type { SocialAccount } from '../../client/types.js';

/** The accounts by handle (or name), as a list of the locale: "@ada, @grace and Acme". */
export function accountNames(accounts: SocialAccount[], locale: string | undefined): string {
  const names = accounts.map((account) => (account.username ? `@${account.username}` : (account.nickname ?? account.id)));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
