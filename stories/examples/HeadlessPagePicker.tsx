import { safeImageUrl, usePagePicker } from '../../src/index.js';

/** A page picker of the app's own markup on `usePagePicker` alone: no component, no stylesheet. */
export function HeadlessPagePicker({ sessionToken }: { sessionToken: string }) {
  const picker = usePagePicker({ sessionToken, searchThreshold: 3 });
  const { status, visiblePages, selectedPageIds, secondsLeft } = picker;
  return (
    <section aria-label="Pages" aria-busy={status === 'loading' || status === 'submitting'} style={{ display: 'grid', gap: '0.5rem', maxWidth: '30rem' }}>
      <p>State: {status}</p>
      {secondsLeft !== undefined && <p>{secondsLeft} seconds left</p>}
      {picker.isSearchable && (
        <label>
          Find <input type="search" value={picker.searchQuery} onChange={(event) => picker.setSearchQuery(event.target.value)} />
        </label>
      )}
      {(status === 'ready' || status === 'submitting') && (
        <fieldset>
          <legend>Pages to connect</legend>
          {visiblePages.map((page) => (
            <label key={page.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input type="checkbox" checked={picker.isSelected(page.id)} onChange={(event) => picker.toggle(page.id, event.target.checked)} />
              {safeImageUrl(page.profilePictureUrl) ? <img src={safeImageUrl(page.profilePictureUrl)} alt="" width={24} height={24} /> : null}
              {page.name}
            </label>
          ))}
        </fieldset>
      )}
      {status === 'ready' && (
        <button type="button" onClick={() => picker.setAllVisibleSelected(!picker.allVisibleSelected)}>
          {picker.allVisibleSelected ? 'Clear' : 'Choose all'}
        </button>
      )}
      <button type="button" onClick={picker.submit} aria-disabled={status === 'submitting' || undefined}>
        Add {selectedPageIds.length}
      </button>
      <p role="status">{status === 'connected' ? `Added ${picker.accounts.map((account) => account.nickname).join(', ')}.` : ''}</p>
      <p role="alert">{picker.selectionRequired ? 'Pick one first.' : (picker.error?.message ?? '')}</p>
    </section>
  );
}
