import { useId, useRef, useState, type ReactNode } from 'react';
import type { SocialAccount } from '../../client/types.js';
import { useAccountList, type UseAccountListOptions, type UseAccountListResult } from '../../hooks/useAccountList.js';
import { getNetwork } from '../../networks/catalogue.js';
import { AccountListFilters } from './AccountListFilters.js';
import { accountHandle } from '../../accounts/names.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { AccountRow } from './AccountRow.js';
import { accountListMessages } from '../../i18n/en/accountList.js';
import { flag, partProps, type AccountListClassNames } from './anatomy.js';
import { useListFocus } from '../../hooks/useListFocus.js';
import { useRootProps } from '../../hooks/useRootProps.js';
import { Icon, accountsPath } from '../shared/Icon.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...accountListMessages };

export interface AccountListProps extends UseAccountListOptions {
  /** The network select (on by default). */
  showNetworkFilter?: boolean;
  /** A tenant field, for operators who look across tenants (off by default). */
  showTenantFilter?: boolean;
  /** Makes each account's name a button that calls this. */
  onSelect?: (account: SocialAccount) => void;
  /**
   * What fills the list when nothing is connected yet, under its sentence: a
   * `<ConnectAccountButton>` or a link to your connect page. (A filtered empty list offers
   * "Show all networks" instead.)
   */
  emptyAction?: ReactNode;
  /** Extra controls per row, before Disconnect. */
  renderActions?: (account: SocialAccount, list: UseAccountListResult) => ReactNode;
  /** A class for the root element, beside its stable `sk-AccountList-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ item: '…' }`), beside the part's stable `sk-AccountList-<part>` class. */
  classNames?: AccountListClassNames;
}

const SKELETON_ROWS = 5;

/** What the status region says: a page asked for, its range once loaded, or a disconnect. */
type Announcement = { kind: 'page' } | { kind: 'range'; text: string } | { kind: 'disconnected'; handle: string };

/** `21–40` in the locale's own range style (ES2023's formatRange, typed here: the library's types are ES2022). */
const formatSpan = (format: Intl.NumberFormat, start: number, end: number) =>
  start === end ? format.format(start) : (format as Intl.NumberFormat & { formatRange(start: number, end: number): string }).formatRange(start, end);

/**
 * The connected accounts, a page at a time, with network (and optionally tenant) filters, load,
 * empty and error states, a disconnect that asks first, and Reconnect for an account that needs
 * it. Thin DOM over `useAccountList`.
 *
 * A list, not a table: each account reads as one item ("3 of 20") whose parts name themselves
 * (network, "Organization", "Active"), rows can wrap into cards on narrow screens without CSS
 * `display` stripping table semantics, and the in-place confirmation has no column to break.
 */
export function AccountList({ showNetworkFilter = true, showTenantFilter = false, onSelect, emptyAction, renderActions, className, classNames, ...options }: AccountListProps) {
  const rootProps = useRootProps();
  const { m, t, locale } = useMessages({ defaults: MESSAGES, caller: 'AccountList' });
  const describe = (error: unknown) => describeError(error, m);
  const list = useAccountList(options);
  const { status, accounts, range, count } = list;
  const base = useId();
  const p = partProps(classNames);

  const root = useRef<HTMLDivElement>(null);
  const settled = !list.isPlaceholderData && (status === 'success' || status === 'empty');
  const requestFocus = useListFocus(root, { status, settled, isFetching: list.isFetching, accountIds: accounts.map((account) => account.id) });
  const [announce, setAnnounce] = useState<Announcement | null>(null);

  const rowsNow = () => [...(root.current?.querySelectorAll<HTMLElement>('[data-account-id]') ?? [])];

  const onRequest = (account: SocialAccount) => {
    list.requestDisconnect(account.id);
    requestFocus({ to: 'row', part: 'confirm-button', accountId: account.id });
  };
  const onCancel = (account: SocialAccount) => {
    list.cancelDisconnect();
    requestFocus({ to: 'row', part: 'disconnect', accountId: account.id });
  };
  const onConfirm = (account: SocialAccount) => {
    // The row is about to go: focus moves now, to the next row, else the previous one, else the
    // previous page's button, else the list (or its empty state) once the row is gone.
    const rows = rowsNow();
    const index = rows.findIndex((row) => row.dataset.accountId === account.id);
    const neighbour = (rows[index + 1] ?? rows[index - 1])?.querySelector<HTMLElement>('[data-part="disconnect"]');
    const previous = list.hasPreviousPage ? root.current?.querySelector<HTMLElement>('[data-part="previous"]') : null;
    const target = neighbour ?? previous;
    if (target) {
      target.focus();
      requestFocus(null);
    } else {
      requestFocus({ to: 'after-removal', accountId: account.id });
    }
    void list.confirmDisconnect(account.id).then((done) => {
      if (done) setAnnounce({ kind: 'disconnected', handle: accountHandle(account) });
      // It is back, with its message: return to it, unless the user has moved on elsewhere.
      else requestFocus({ to: 'row', part: 'disconnect', accountId: account.id, unlessOutside: true });
    });
  };
  // Another page or filter: its range is announced once it has loaded.
  const toPage = (go: () => void) => {
    setAnnounce({ kind: 'page' });
    requestFocus({ to: 'in-view' });
    go();
  };
  const filtered: UseAccountListResult = {
    ...list,
    setNetwork: (network) => toPage(() => list.setNetwork(network)),
    setTenantId: (tenantId) => toPage(() => list.setTenantId(tenantId)),
  };

  const numbers = new Intl.NumberFormat(locale);
  const span = range && formatSpan(numbers, range.start, range.end);
  const rangeText = span ? (count === undefined ? t(m.accountListRangeOpen, { range: span }) : t(m.accountListRange, { range: span, count })) : '';
  const busy = status === 'loading' || list.isPlaceholderData;
  // The range is said once, as the page asked for arrives, and kept: a row disconnected or a
  // refresh changes the range on screen later, and a live region would read that out as news.
  if (announce?.kind === 'page' && settled) setAnnounce({ kind: 'range', text: rangeText });
  const announcement = busy
    ? m.accountListLoading
    : announce?.kind === 'disconnected'
      ? t(m.accountListDisconnected, { handle: announce.handle })
      : announce?.kind === 'range'
        ? announce.text
        : '';

  const listId = `${base}-list`;
  const reconnecting = list.reconnection.status === 'idle' ? undefined : list.reconnection.reconnecting;
  const showPaging = status === 'success' || (status !== 'loading' && list.offset > 0);
  const retry = () => {
    requestFocus({ to: 'body' });
    list.retry();
  };

  return (
    <div {...p('root', className)} ref={root} {...rootProps} data-state={status} data-fetching={flag(list.isFetching)}>
      <div {...p('announcer', 'sk-visually-hidden')} role="status">
        {announcement}
      </div>

      {(showNetworkFilter || showTenantFilter) && (
        <AccountListFilters list={filtered} id={base} p={p} m={m} showNetworkFilter={showNetworkFilter} showTenantFilter={showTenantFilter} />
      )}

      {/* No page to show; or a page is shown but its refresh failed (not while it retries). */}
      {list.error && (status === 'error' || !list.isFetching) && (
        <div {...p('alert')} role="alert" data-stale={flag(status !== 'error')}>
          <p>
            {status === 'error' ? m.accountListLoadFailed : m.accountListRefreshFailed} {describe(list.error)}
          </p>
          <button {...p('retry')} type="button" data-variant="secondary" aria-disabled={list.isFetching || undefined} onClick={() => !list.isFetching && retry()}>
            {m.commonTryAgain}
          </button>
        </div>
      )}

      {(status === 'loading' || status === 'success') && (
        <ul {...p('list')} id={listId} aria-label={m.accountListLabel} aria-busy={busy || undefined} tabIndex={-1}>
          {status === 'loading'
            ? Array.from({ length: Math.min(list.pageSize, SKELETON_ROWS) }, (_, index) => (
                <li {...p('skeleton')} key={index} aria-hidden="true">
                  <span data-shape="avatar" />
                  <span data-shape="line" />
                  <span data-shape="line" />
                </li>
              ))
            : accounts.map((account, index) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  id={`${base}-row-${index}`}
                  p={p}
                  m={m}
                  t={t}
                  confirming={list.confirmingId === account.id}
                  error={list.disconnectErrors[account.id]}
                  describe={describe}
                  actions={renderActions?.(account, list)}
                  onSelect={onSelect}
                  onRequest={onRequest}
                  onConfirm={onConfirm}
                  onCancel={onCancel}
                  reconnection={reconnecting?.id === account.id ? list.reconnection : undefined}
                  onReconnect={list.reconnect}
                />
              ))}
        </ul>
      )}

      {status === 'empty' && (
        <div {...p('empty')} tabIndex={-1} data-filtered={flag(list.isFiltered)} data-empty-state="">
          <Icon {...p('empty-icon')} path={accountsPath} />
          <p>{list.isFiltered ? t(m.accountListEmptyFiltered, { network: getNetwork(list.network ?? '').name }) : m.accountListEmpty}</p>
          {list.isFiltered && showNetworkFilter && (
            <button
              {...p('empty-action')}
              type="button"
              data-variant="secondary"
              onClick={() => {
                filtered.setNetwork(null);
                requestFocus({ to: 'body' });
              }}
            >
              {m.accountListShowAll}
            </button>
          )}
          {!list.isFiltered && emptyAction}
        </div>
      )}

      {showPaging && (
        <nav {...p('paging')} aria-label={m.accountListPaging}>
          <button
            {...p('previous')}
            type="button"
            data-variant="secondary"
            aria-controls={status === 'success' ? listId : undefined}
            aria-disabled={!list.hasPreviousPage || undefined}
            onClick={() => list.hasPreviousPage && toPage(list.previousPage)}
          >
            {m.accountListPrevious}
          </button>
          <p {...p('range')}>{busy ? m.accountListLoading : rangeText}</p>
          <button
            {...p('next')}
            type="button"
            data-variant="secondary"
            aria-controls={status === 'success' ? listId : undefined}
            aria-disabled={!list.hasNextPage || undefined}
            onClick={() => list.hasNextPage && toPage(list.nextPage)}
          >
            {m.accountListNext}
          </button>
        </nav>
      )}
    </div>
  );
}
