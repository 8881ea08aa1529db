import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { SocialKitError } from '../../client/errors.js';
import type { SocialAccount } from '../../client/types.js';
import { useFocusRecovery } from '../../hooks/useFocusRecovery.js';
import { usePagePicker, type UsePagePickerOptions } from '../../hooks/usePagePicker.js';
import { getNetwork } from '../../networks/catalogue.js';
import { flag, FIELD } from '../shared/anatomy.js';
import { accountType } from '../../accounts/names.js';
import { useMessages } from '../../hooks/useMessages.js';
import { commonConnectMessages } from '../../i18n/en/common.js';
import { errorMessages } from '../../i18n/en/errors.js';
import { describeError } from '../../i18n/messages.js';
import { pagePickerMessages } from '../../i18n/en/pagePicker.js';
import { PageRow } from './PageRow.js';
import { partProps, type PagePickerClassNames } from './anatomy.js';
import { useRootProps } from '../../hooks/useRootProps.js';

const MESSAGES = { ...errorMessages, ...commonConnectMessages, ...pagePickerMessages };
import { Icon, pagesPath } from '../shared/Icon.js';

/** Page types are worded by `commonAccountType_<type>` messages, which rows show and the search reads. */
export interface PagePickerProps extends Omit<UsePagePickerOptions, 'sessionToken' | 'pageTypeLabel'> {
  /** The `session` parameter the OAuth callback brought back. */
  sessionToken: string;
  /** "Start again", offered when the session has expired or shared no pages. Without it, the message alone. */
  onRestart?: () => void;
  /** The accounts the finalize created (or, after a lost answer, found connected). */
  onConnected?: (accounts: SocialAccount[]) => void;
  /** A failure to read the session or to finalize it, each reported once. */
  onError?: (error: SocialKitError) => void;
  /** A class for the root element, beside its stable `sk-PagePicker-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ item: '…' }`), beside the part's stable `sk-PagePicker-<part>` class. */
  classNames?: PagePickerClassNames;
}

/** `m:ss`, or `h:mm:ss`, with digits of the locale. */
function clock(totalSeconds: number, locale: string | undefined): string {
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  const one = new Intl.NumberFormat(locale);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = two.format(totalSeconds % 60);
  return hours ? `${one.format(hours)}:${two.format(minutes)}:${seconds}` : `${one.format(minutes)}:${seconds}`;
}

/**
 * The pages of a pending OAuth session as a native checkbox group, with search for long lists,
 * select all, the time left, and "Connect N accounts". Thin DOM over `usePagePicker`.
 */
export function PagePicker({ onRestart, className, classNames, ...options }: PagePickerProps) {
  const rootProps = useRootProps();
  const { m, t, plural, locale } = useMessages({ defaults: MESSAGES, caller: 'PagePicker' });
  const describe = (error: unknown) => describeError(error, m);
  // The search finds a page by the type its row shows, in the provider's messages.
  const picker = usePagePicker({ ...options, pageTypeLabel: (type) => accountType(m, type) });
  const { status, pages, visiblePages, secondsLeft, error } = picker;
  const base = useId();
  const p = partProps(classNames);

  // Row ids by position in the whole list, so filtering never renames a row's checkbox.
  const rowIds = useMemo(() => new Map(pages.map((page, index) => [page.id, `${base}-page-${index}`])), [pages, base]);

  // Where focus goes when the part that had it is gone (expired, connected): never on first
  // render, never away from where the user is elsewhere on the page.
  const target = useRef<HTMLElement | null>(null);
  const focusTarget = (node: HTMLElement | null) => {
    target.current = node;
  };
  const keepFocus = useFocusRecovery((lost) => {
    if (lost) target.current?.focus();
  });

  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = picker.someVisibleSelected;
  });

  const alertId = `${base}-alert`;
  const count = picker.selectedPageIds.length;
  const isBusy = status === 'loading' || status === 'submitting';
  const isChoosing = status === 'ready' || status === 'submitting';
  // Where focus goes when the part that had it is gone: the state's action, else its message.
  const hasAction = status === 'error' || ((status === 'expired' || status === 'empty') && !!onRestart);
  const lastMinute = status === 'ready' && secondsLeft !== undefined && secondsLeft <= 60;

  const statusText = {
    idle: m.pagePickerNoSession,
    loading: m.pagePickerLoading,
    error: '',
    empty: m.pagePickerEmpty,
    ready: lastMinute ? m.pagePickerLastMinute : '',
    submitting: m.pagePickerSubmittingStatus,
    connected: plural('pagePickerConnected', picker.accounts?.length ?? 0),
    expired: m.pagePickerExpired,
  }[status];

  let alertText: ReactNode = null;
  if (error && status !== 'expired') {
    const fields = error.status === 400 ? Object.values(error.fieldErrors).flat() : [];
    alertText = [describe(error), ...error.formErrors, ...fields].join(' ');
  } else if (picker.selectionRequired && status === 'ready') {
    alertText = m.pagePickerSelectionRequired;
  }

  const action = (label: string, onClick: () => void) => (
    <button {...p('action')} ref={focusTarget} type="button" data-variant="secondary" onClick={() => onClick()}>
      {label}
    </button>
  );

  return (
    <div
      {...p('root', className)}
      {...rootProps}
      data-state={status}
      data-network={picker.network}
      aria-busy={isBusy || undefined}
      // Nothing was shared: the empty state's look (tokens.css), its icon, sentence and Start again.
      data-empty-state={status === 'empty' ? '' : undefined}
      {...keepFocus}
    >
      {status === 'empty' && <Icon path={pagesPath} />}
      {status === 'loading' && (
        <ul {...p('skeleton')} aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li {...p('skeleton-item')} key={row} />
          ))}
        </ul>
      )}

      {isChoosing && picker.isSearchable && (
        <div {...p('search')}>
          <label {...p('search-label')} htmlFor={`${base}-search`}>
            {m.pagePickerSearchLabel}
          </label>
          <input
            {...p('search-input')}
            {...FIELD}
            id={`${base}-search`}
            type="search"
            value={picker.searchQuery}
            onChange={(event) => picker.setSearchQuery(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <p {...p('search-count')} aria-live="polite">
            {picker.searchQuery.trim() && t(m.pagePickerSearchCount, { count: visiblePages.length, total: pages.length })}
          </p>
        </div>
      )}

      {isChoosing && (
        <fieldset {...p('fieldset')} disabled={status === 'submitting'} aria-describedby={picker.selectionRequired ? alertId : undefined}>
          <legend {...p('legend')}>{t(m.pagePickerLegend, { network: getNetwork(picker.network ?? '').name })}</legend>
          {pages.length > 1 && visiblePages.length > 0 && (
            <label {...p('select-all')}>
              <input
                {...p('checkbox')}
                ref={selectAll}
                type="checkbox"
                checked={picker.allVisibleSelected}
                onChange={(event) => picker.setAllVisibleSelected(event.currentTarget.checked)}
              />
              {visiblePages.length < pages.length ? t(m.pagePickerSelectAllShown, { count: visiblePages.length }) : m.pagePickerSelectAll}
            </label>
          )}
          {visiblePages.length > 0 ? (
            <ul {...p('list')} role="list">
              {visiblePages.map((page) => (
                <PageRow
                  key={page.id}
                  page={page}
                  id={rowIds.get(page.id)!}
                  checked={picker.isSelected(page.id)}
                  typeLabel={accountType(m, page.type)}
                  onToggle={picker.toggle}
                  classNames={classNames}
                />
              ))}
            </ul>
          ) : (
            <p {...p('no-matches')}>{t(m.pagePickerNoMatches, { query: picker.searchQuery.trim() })}</p>
          )}
        </fieldset>
      )}

      {isChoosing && (
        <div {...p('footer')}>
          {secondsLeft !== undefined && (
            // A timer is not a live region: the seconds are read on demand, the thresholds by the status below.
            <p {...p('countdown')} role="timer" data-urgent={flag(lastMinute)}>
              {t(m.pagePickerExpiresIn, { time: clock(secondsLeft, locale) })}
            </p>
          )}
          <button
            {...p('submit')}
            type="button"
            data-variant="primary"
            aria-disabled={status === 'submitting' || undefined}
            data-state={status === 'submitting' ? 'pending' : 'idle'}
            onClick={picker.submit}
          >
            {status === 'submitting' ? m.commonConnecting : count ? plural('pagePickerSubmit', count) : m.pagePickerSubmitNone}
          </button>
        </div>
      )}

      {status === 'connected' && (
        <ul {...p('accounts')} role="list">
          {picker.accounts.map((account) => (
            <li {...p('account')} key={account.id}>
              {account.nickname || account.username || account.id}
              {account.username && account.nickname ? ` @${account.username}` : ''}
            </li>
          ))}
        </ul>
      )}

      <p {...p('status')} role="status" ref={hasAction ? undefined : focusTarget} tabIndex={-1}>
        {statusText}
      </p>
      <div {...p('alert')} id={alertId} role="alert">
        {alertText}
      </div>

      {(status === 'expired' || status === 'empty') && onRestart && action(m.commonStartAgain, onRestart)}
      {status === 'error' && action(m.commonTryAgain, picker.retry)}
    </div>
  );
}
