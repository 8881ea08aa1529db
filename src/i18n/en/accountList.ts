/**
 * AccountList's words. `{handle}`, `{network}`, `{range}` and `{count}` are filled in, numbers in
 * the provider's locale. Account types, "Try again" and "Cancel" are in `commonConnectMessages`.
 * Override any of them on the provider's `messages`.
 */
export const accountListMessages = {
  accountListLabel: 'Connected accounts',
  accountListLoading: 'Loading accounts…',
  accountListEmpty: 'No accounts are connected yet.',
  accountListEmptyFiltered: 'No {network} accounts are connected.',
  accountListShowAll: 'Show all networks',
  accountListLoadFailed: 'The accounts could not be loaded.',
  accountListRefreshFailed: 'The list could not be refreshed and may be out of date.',
  accountListNetworkFilter: 'Network',
  accountListAllNetworks: 'All networks',
  accountListTenantFilter: 'Tenant',
  accountListTenantHelp: 'Letters, digits, hyphens and underscores. Leave empty for every tenant.',
  accountListTenantInvalid: 'A tenant has only letters, digits, hyphens (-) and underscores (_).',
  accountListTenantApply: 'Apply',
  accountListPaging: 'Account pages',
  accountListPrevious: 'Previous',
  accountListNext: 'Next',
  accountListRange: '{range} of {count}',
  accountListRangeOpen: '{range}',
  accountListActive: 'Active',
  accountListInactive: 'Inactive',
  accountListDisconnect: 'Disconnect',
  accountListDisconnectLabel: 'Disconnect {handle}',
  accountListConfirmQuestion: 'Disconnect {handle}?',
  accountListConfirm: 'Confirm',
  accountListDisconnected: 'Disconnected {handle}.',
  accountListDisconnectFailed: '{handle} could not be disconnected and is back in the list.',
} satisfies Record<string, string>;

export type AccountListMessages = { [K in keyof typeof accountListMessages]: string };
