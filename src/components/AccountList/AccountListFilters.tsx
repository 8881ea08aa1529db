import { useState, type FormEvent } from 'react';
import type { UseAccountListResult } from '../../hooks/useAccountList.js';
import { NETWORKS, getNetwork } from '../../networks/catalogue.js';
import type { AccountListMessages } from '../../i18n/en/accountList.js';
import type { PartProps } from './anatomy.js';
import { FIELD } from '../shared/anatomy.js';

/** What the service accepts as a tenant id (docs/service/interface.md, "Limits"): an empty field means every tenant. */
const TENANT_ID = /^[A-Za-z0-9_-]*$/;

export interface AccountListFiltersProps {
  list: UseAccountListResult;
  id: string;
  p: PartProps;
  m: AccountListMessages;
  showNetworkFilter: boolean;
  showTenantFilter: boolean;
}

/**
 * A network select that applies at once, and a tenant field that applies on Enter or "Apply",
 * so typing a tenant does not send a request per keystroke. A bad tenant keeps its text.
 */
export function AccountListFilters({ list, id, p, m, showNetworkFilter, showTenantFilter }: AccountListFiltersProps) {
  const current = list.tenantId ?? '';
  // The text follows the tenant whenever the tenant changes from outside.
  const [draft, setDraft] = useState({ tenant: current, text: current });
  const text = draft.tenant === current ? draft.text : current;
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !TENANT_ID.test(text.trim());

  // An id the catalogue does not know (a newer network) still shows when it is the filter.
  const options = list.network && !NETWORKS.some((entry) => entry.id === list.network) ? [...NETWORKS, getNetwork(list.network)] : NETWORKS;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const tenant = text.trim();
    setSubmitted(true);
    if (!TENANT_ID.test(tenant)) return;
    setSubmitted(false);
    if (tenant !== current) list.setTenantId(tenant);
  };

  return (
    <div {...p('filters')}>
      {showNetworkFilter && (
        <div {...p('filter')} data-filter="network">
          <label {...p('label')} htmlFor={`${id}-network`}>
            {m.accountListNetworkFilter}
          </label>
          <select
            {...p('select')}
            {...FIELD}
            id={`${id}-network`}
            value={list.network ?? ''}
            onChange={(event) => list.setNetwork(event.currentTarget.value || null)}
          >
            <option value="">{m.accountListAllNetworks}</option>
            {options.map((network) => (
              <option key={network.id} value={network.id}>
                {network.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {showTenantFilter && (
        <form {...p('filter')} data-filter="tenant" noValidate onSubmit={onSubmit}>
          <label {...p('label')} htmlFor={`${id}-tenant`}>
            {m.accountListTenantFilter}
          </label>
          <input
            {...p('input')}
            {...FIELD}
            id={`${id}-tenant`}
            type="text"
            value={text}
            onChange={(event) => setDraft({ tenant: current, text: event.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-tenant-error ${id}-tenant-help` : `${id}-tenant-help`}
          />
          <button {...p('apply')} type="submit" data-variant="secondary">
            {m.accountListTenantApply}
          </button>
          <p {...p('help')} id={`${id}-tenant-help`}>
            {m.accountListTenantHelp}
          </p>
          {invalid && (
            <p {...p('field-error')} id={`${id}-tenant-error`}>
              {m.accountListTenantInvalid}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
