import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { QueryClient } from '@tanstack/react-query';
import { SocialKitProvider } from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { AccountsPagingExample } from '../../stories/examples/AccountsPagingExample.js';
import { deferred } from '../support/deferred.js';
import { worker } from '../support/worker.js';

describe('the provider and useAccounts in Chromium, through msw\'s service worker', () => {
  it('pages through accounts over real fetch, keeping the page on screen while the next loads', async () => {
    const service = createSimulatedService({ baseUrl: '/api/social' });
    for (let i = 1; i <= 25; i++) service.db.addAccount({ network: 'x', nickname: `Person ${i}`, username: `p${i}`, tenantId: 'acme' });
    service.db.addAccount({ network: 'x', nickname: 'Other tenant', username: 'other', tenantId: 'globex' });
    worker.use(...service.handlers);

    render(
      <SocialKitProvider baseUrl="/api/social" tenantId="acme" queryClient={new QueryClient()}>
        <AccountsPagingExample pageSize={10} />
      </SocialKitProvider>,
    );

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(screen.queryByText('Other tenant')).not.toBeInTheDocument();

    // Page 2 is held until page 1 has been seen still on screen: a fixed delay of the answer raced
    // the click on a loaded machine, and page 2 was already there.
    const page2 = deferred();
    service.faults.set('listAccounts', { hold: page2.promise, times: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // While page 2 loads, page 1 stays, marked busy.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Connected accounts' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    page2.resolve();
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);

    const lists = service.requests.filter((r) => r.operation === 'listAccounts').map((r) => new URL(r.url).search);
    expect(lists).toEqual(['?tenantId=acme&limit=10&offset=0', '?tenantId=acme&limit=10&offset=10']);
  });
});
