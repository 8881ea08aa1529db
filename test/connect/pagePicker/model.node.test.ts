import { SocialKitError } from '../../../src/client/errors.js';
import {
  accountsOfPages,
  filterPages,
  inPageOrder,
  mayHaveFinalized,
  pagePickerStatus,
  pageTypes,
  searchIndex,
  sessionDeadline,
  toggledIds,
  type PagePickerFacts,
} from '../../../src/connect/pagePicker/model.js';

// The page picker's rules as plain functions, without React: the status, the session's deadline,
// the selection in page order, whether a finalize may have gone through, and the search.

const PAGES = [
  { id: 'a', name: 'Acme Studio', username: 'acme', type: 'organization' },
  { id: 'b', name: 'Bistro Été', username: 'bistro', type: 'personal' },
  { id: 'c', name: 'Café', type: 'organization' },
];
const expired = new SocialKitError({ kind: 'http', status: 404, message: 'Session expired or invalid', operation: 'finalize' });
const network = new SocialKitError({ kind: 'network', message: 'down', operation: 'finalize' });
const refused = new SocialKitError({ kind: 'http', status: 409, message: 'no', operation: 'finalize' });

describe('pagePickerStatus', () => {
  const read: PagePickerFacts['session'] = { status: 'success', error: null, pageCount: 3 };
  const status = (finalize: PagePickerFacts['finalize'], session = read) => pagePickerStatus({ hasToken: true, session, finalize });

  it('follows the finalize: submitting, connected, and a refusal back to ready', () => {
    expect(status({ status: 'pending', error: null })).toBe('submitting');
    expect(status({ status: 'success', error: null })).toBe('connected');
    expect(status({ status: 'error', error: refused })).toBe('ready');
    // The finalize's own "expired" ends the picker even while the pages read before are there.
    expect(status({ status: 'error', error: expired })).toBe('expired');
  });

  it('reads a failed first read as an error and an expired one as expired', () => {
    expect(status({ status: 'idle', error: null }, { status: 'error', error: network, pageCount: undefined })).toBe('error');
    expect(status({ status: 'idle', error: null }, { status: 'error', error: expired, pageCount: undefined })).toBe('expired');
  });
});

describe('sessionDeadline', () => {
  it('counts the service’s measure from when the answer arrived where the clocks disagree by more than the slack', () => {
    expect(sessionDeadline({ expiresAt: 10_000, expiresInMs: 8_000 }, 1_000)).toBe(10_000);
    expect(sessionDeadline({ expiresAt: 10_000, expiresInMs: 6_000 }, 1_000)).toBe(7_000);
  });
});

describe('the selection', () => {
  it('keeps page order and drops ids that are not pages of the session', () => {
    expect(inPageOrder(PAGES, new Set(['c', 'x', 'a']))).toEqual(['a', 'c']);
  });

  it('turns ids on and off from the selection, in page order', () => {
    expect(toggledIds(PAGES, ['c'], ['b', 'a'], true)).toEqual(['a', 'b', 'c']);
    expect(toggledIds(PAGES, ['a', 'b', 'c'], ['b', 'x'], false)).toEqual(['a', 'c']);
  });
});

describe('mayHaveFinalized', () => {
  it('is true for a finalize on its way, done, or failed where it may have reached the service', () => {
    expect(mayHaveFinalized(undefined)).toBe(false);
    expect(mayHaveFinalized({ status: 'pending', error: null })).toBe(true);
    expect(mayHaveFinalized({ status: 'success', error: null })).toBe(true);
    expect(mayHaveFinalized({ status: 'error', error: network })).toBe(true);
    expect(mayHaveFinalized({ status: 'error', error: refused })).toBe(false);
    expect(mayHaveFinalized({ status: 'error', error: expired })).toBe(false);
  });
});

describe('accountsOfPages', () => {
  it('lists each account once, in page order', () => {
    const accounts = [
      { id: '2', network: 'facebook', nickname: 'Café' },
      { id: '1', network: 'facebook', networkUniqueId: 'a', username: 'acme' },
    ];
    expect(accountsOfPages(accounts, [...PAGES, PAGES[0]!]).map((account) => account.id)).toEqual(['1', '2']);
  });
});

describe('the search', () => {
  it('lists each type once, and finds a page by the label its row shows for the type', () => {
    expect(pageTypes(PAGES)).toEqual(['organization', 'personal']);
    const index = searchIndex(PAGES, (type) => (type === 'personal' ? 'Perfil personal' : undefined));
    expect(filterPages(PAGES, index, 'perfil').map((page) => page.id)).toEqual(['b']);
    expect(filterPages(PAGES, index, '@ACME').map((page) => page.id)).toEqual(['a']);
    expect(filterPages(PAGES, index, 'cafe organization').map((page) => page.id)).toEqual(['c']);
  });
});
