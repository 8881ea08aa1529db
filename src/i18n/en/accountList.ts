/**
 * AccountList's messages. `{handle}`, `{network}`, `{range}` and `{count}` are filled in, numbers in
 * the provider's locale. Account types, "Try again" and "Cancel" are in `commonConnectMessages`.
 * Override any of them on the provider's `messages`.
 */
export const accountListMessages = {
  /**
   * AccountList: the list's accessible name (not shown), read by screen readers when they enter the
   * list of connected social accounts.
   */
  accountListLabel: 'Connected accounts',
  /**
   * AccountList: while a page of accounts loads, shown between Previous and Next and said by the
   * status region. Short; ends with an ellipsis (…) as a sign of work in progress.
   */
  accountListLoading: 'Loading accounts…',
  /**
   * AccountList: the empty state, when no social account is connected at all (no filter applied).
   * One calm sentence.
   */
  accountListEmpty: 'No accounts are connected yet.',
  /**
   * AccountList: the empty state when the network filter is set and no account of that network is
   * connected. `{network}` = the network's name ("Facebook", "YouTube").
   */
  accountListEmptyFiltered: 'No {network} accounts are connected.',
  /**
   * AccountList: button under `accountListEmptyFiltered` that clears the network filter. Button
   * label: keep it short.
   */
  accountListShowAll: 'Show all networks',
  /**
   * AccountList: alert when the first load of the list failed (nothing to show). The error's own
   * sentence (`error*`) follows it, then a "Try again" button.
   */
  accountListLoadFailed: 'The accounts could not be loaded.',
  /**
   * AccountList: alert when a page is on screen but refreshing it failed, so what is shown may be
   * stale. The error's own sentence (`error*`) follows it.
   */
  accountListRefreshFailed: 'The list could not be refreshed and may be out of date.',
  /**
   * AccountList: label of the select above the list that filters by social network. One or two
   * words.
   */
  accountListNetworkFilter: 'Network',
  /** AccountList: the first option of the network select, meaning "no filter". Short. */
  accountListAllNetworks: 'All networks',
  /**
   * AccountList: label of the optional tenant field (for operators of a multi-tenant app: a tenant
   * is one customer workspace of the host app). Keep "tenant" as a technical term if your language
   * has one.
   */
  accountListTenantFilter: 'Tenant',
  /**
   * AccountList: help under the tenant field: the characters allowed, and that empty means every
   * tenant.
   */
  accountListTenantHelp: 'Letters, digits, hyphens and underscores. Leave empty for every tenant.',
  /**
   * AccountList: error under the tenant field when the text has other characters. Keep the
   * characters `-` and `_` as they are.
   */
  accountListTenantInvalid: 'A tenant has only letters, digits, hyphens (-) and underscores (_).',
  /** AccountList: button beside the tenant field that applies it. Button label: one short word. */
  accountListTenantApply: 'Apply',
  /**
   * AccountList: accessible name (not shown) of the navigation region holding Previous, the range
   * and Next.
   */
  accountListPaging: 'Account pages',
  /**
   * AccountList: button that shows the previous page of accounts. Button label: one short word (it
   * sits beside Next at 320 px).
   */
  accountListPrevious: 'Previous',
  /**
   * AccountList: button that shows the next page of accounts. Button label: one short word (it sits
   * beside Previous at 320 px).
   */
  accountListNext: 'Next',
  /**
   * AccountList: between Previous and Next, which accounts are shown out of how many. `{range}` =
   * the numbers shown, already formatted for the locale ("21–40"); `{count}` = the total number of
   * accounts. Reads "21–40 of 95". Very short.
   */
  accountListRange: '{range} of {count}',
  /**
   * AccountList: the same as `accountListRange` when the service does not say how many accounts
   * there are in total: `{range}` alone ("21–40"). Usually left as `{range}`.
   */
  accountListRangeOpen: '{range}',
  /**
   * AccountList: an account row's state word when the account works. One word, in a small badge.
   */
  accountListActive: 'Active',
  /**
   * AccountList: an account row's state when the service reports the account as inactive (the
   * opposite of `accountListActive`): the network no longer accepts it (an expired or revoked
   * sign-in) until the user connects it again with the Reconnect button beside it. Two or three
   * words, in a small badge with a warning icon.
   */
  accountListNeedsReconnecting: 'Needs reconnecting',
  /**
   * AccountList: the button in the row of an account that needs reconnecting; it opens the
   * network's sign-in again for that account. Button label: one short word.
   */
  accountListReconnect: 'Reconnect',
  /**
   * AccountList: the Reconnect button's accessible name (read by screen readers, spoken by voice
   * control). `{handle}` = the account's handle ("@ada") or name. It must contain the words of
   * `accountListReconnect` unchanged (WCAG 2.5.3, Label in Name), at the start where your grammar
   * allows.
   */
  accountListReconnectLabel: 'Reconnect {handle}',
  /**
   * AccountList: the button at the end of each account row that starts removing the account (it
   * asks first). Button label: one short word.
   */
  accountListDisconnect: 'Disconnect',
  /**
   * AccountList: the Disconnect button's accessible name (read by screen readers, spoken by voice
   * control). `{handle}` = the account's handle ("@ada") or name. It must contain the words of
   * `accountListDisconnect` unchanged (WCAG 2.5.3, Label in Name: voice control users say what they
   * see), at the start where your grammar allows.
   */
  accountListDisconnectLabel: 'Disconnect {handle}',
  /**
   * AccountList: the question that replaces the Disconnect button in the row, before the Confirm
   * and Cancel buttons. `{handle}` = the account's handle ("@ada") or name.
   */
  accountListConfirmQuestion: 'Disconnect {handle}?',
  /**
   * AccountList: button after `accountListConfirmQuestion` that disconnects the account. Button
   * label: one short word.
   */
  accountListConfirm: 'Confirm',
  /**
   * AccountList: said by the status region (not shown) once an account was disconnected. `{handle}`
   * = the account's handle ("@ada") or name.
   */
  accountListDisconnected: 'Disconnected {handle}.',
  /**
   * AccountList: alert under an account's row when disconnecting it failed; the row is shown again.
   * `{handle}` = the account's handle ("@ada") or name. The error's own sentence (`error*`)
   * follows.
   */
  accountListDisconnectFailed: '{handle} could not be disconnected and is back in the list.',
} satisfies Record<string, string>;

export type AccountListMessages = { [K in keyof typeof accountListMessages]: string };
