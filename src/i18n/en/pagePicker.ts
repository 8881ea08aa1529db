/**
 * PagePicker's words. `{network}`, `{count}`, `{total}`, `{query}` and `{time}` are filled in,
 * numbers in the provider's locale. Keys ending in `_one` / `_other` are plural forms chosen by
 * Intl.PluralRules; a locale's other forms (`_few`, `_many`…) may be added on the provider's
 * `messages`. Page types, "Connecting…", "Try again" and "Start again" are in
 * `commonConnectMessages`. Override any of them there.
 */
export const pagePickerMessages = {
  pagePickerLegend: 'Choose the {network} pages to connect',
  pagePickerLoading: 'Loading the pages you shared…',
  pagePickerNoSession: 'There is no connection request to continue.',
  pagePickerSearchLabel: 'Search pages',
  pagePickerSearchCount: '{count} of {total} pages shown',
  pagePickerNoMatches: 'No pages match “{query}”.',
  pagePickerSelectAll: 'Select all',
  pagePickerSelectAllShown: 'Select all {count} shown',
  pagePickerSubmitNone: 'Connect accounts',
  pagePickerSubmit_one: 'Connect {count} account',
  pagePickerSubmit_other: 'Connect {count} accounts',
  pagePickerSubmittingStatus: 'Connecting the pages you chose…',
  pagePickerSelectionRequired: 'Choose at least one page to connect.',
  pagePickerExpiresIn: 'Time left to choose: {time}',
  pagePickerLastMinute: 'Less than a minute left to choose.',
  pagePickerExpired: 'This connection request has expired. Start again to choose your pages.',
  pagePickerEmpty: 'No pages were shared: grant access to at least one page and try again.',
  pagePickerConnected_one: 'Connected {count} account.',
  pagePickerConnected_other: 'Connected {count} accounts.',
};

export type PagePickerMessages = { [K in keyof typeof pagePickerMessages]: string };
