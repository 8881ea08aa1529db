/**
 * PagePicker's messages. `{network}`, `{count}`, `{total}`, `{query}` and `{time}` are filled in,
 * numbers in the provider's locale. Keys ending in `_one` / `_other` are plural forms chosen by
 * Intl.PluralRules; a locale's other forms (`_few`, `_many`…) may be added on the provider's
 * `messages`. Page types, "Connecting…", "Try again" and "Start again" are in
 * `commonConnectMessages`. Override any of them there.
 */
export const pagePickerMessages = {
  /**
   * PagePicker: the heading (legend) of the list of pages with checkboxes. `{network}` = the
   * network's name ("Facebook", "LinkedIn"). "Pages" are what the user manages on that network:
   * Facebook pages, LinkedIn's profile and organization pages, YouTube channels, Instagram business
   * accounts.
   */
  pagePickerLegend: 'Choose the {network} pages to connect',
  /**
   * PagePicker: status line while the pages the user shared on the network's consent screen load.
   * Ends with an ellipsis (…).
   */
  pagePickerLoading: 'Loading the pages you shared…',
  /**
   * PagePicker: status line when the picker has no connection request to show (the app rendered it
   * without one). Rare.
   */
  pagePickerNoSession: 'There is no connection request to continue.',
  /**
   * PagePicker: label of the search field above the list (shown when there are more than eight
   * pages), which filters the pages by name. Short.
   */
  pagePickerSearchLabel: 'Search pages',
  /**
   * PagePicker: beside the search field while a search is typed: how many pages match. `{count}` =
   * pages shown, `{total}` = all pages. Not a plural key: word it so any number reads.
   */
  pagePickerSearchCount: '{count} of {total} pages shown',
  /**
   * PagePicker: in place of the list when no page matches the search. `{query}` = the text searched
   * for, in quotation marks: use your language's quotation marks.
   */
  pagePickerNoMatches: 'No pages match “{query}”.',
  /** PagePicker: checkbox above the list that selects every page. Short. */
  pagePickerSelectAll: 'Select all',
  /**
   * PagePicker: the same checkbox while a search hides some pages: it selects only those shown.
   * `{count}` = the number shown. Short; not a plural key.
   */
  pagePickerSelectAllShown: 'Select all {count} shown',
  /**
   * PagePicker: the submit button while no page is selected yet (pressing it says to choose one).
   * Button label: keep it short.
   */
  pagePickerSubmitNone: 'Connect accounts',
  /**
   * PagePicker: the submit button when one page is selected. `{count}` = 1. Button label: keep it
   * short. Plural forms: `_one`, `_other` (and your language's others). Each page becomes a
   * connected account, hence "account".
   */
  pagePickerSubmit_one: 'Connect {count} account',
  /**
   * PagePicker: the submit button when several pages are selected. `{count}` = the number selected.
   * Button label: keep it short.
   */
  pagePickerSubmit_other: 'Connect {count} accounts',
  /**
   * PagePicker: status line while the chosen pages are connected (the button shows
   * `commonConnecting`). Ends with an ellipsis (…).
   */
  pagePickerSubmittingStatus: 'Connecting the pages you chose…',
  /** PagePicker: alert when the submit button is pressed with no page selected. */
  pagePickerSelectionRequired: 'Choose at least one page to connect.',
  /**
   * PagePicker: countdown under the list: the connection request ends when it reaches zero.
   * `{time}` = minutes and seconds as a clock ("4:05").
   */
  pagePickerExpiresIn: 'Time left to choose: {time}',
  /**
   * PagePicker: status line while less than a minute is left to choose (the countdown turns urgent
   * at the same time).
   */
  pagePickerLastMinute: 'Less than a minute left to choose.',
  /**
   * PagePicker: status line when the connection request ran out of time; a Start again button
   * follows (if the app offers one).
   */
  pagePickerExpired: 'This connection request has expired. Start again to choose your pages.',
  /**
   * PagePicker: status line when the user shared no page on the network's consent screen; a Start
   * again button follows (if the app offers one).
   */
  pagePickerEmpty: 'No pages were shared: grant access to at least one page and try again.',
  /**
   * PagePicker: status line once one page was connected; the connected accounts are listed below
   * it. `{count}` = 1. Plural forms: `_one`, `_other` (and your language's others).
   */
  pagePickerConnected_one: 'Connected {count} account.',
  /**
   * PagePicker: status line once several pages were connected; the connected accounts are listed
   * below it. `{count}` = the number connected.
   */
  pagePickerConnected_other: 'Connected {count} accounts.',
};

export type PagePickerMessages = { [K in keyof typeof pagePickerMessages]: string };
