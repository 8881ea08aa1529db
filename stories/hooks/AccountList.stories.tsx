import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessAccountList } from '../examples/HeadlessAccountList.js';
import { disconnectService, uncountedService } from '../support/accountList.js';

const meta: Meta = { title: 'Hooks/useAccountList' };
export default meta;

/**
 * `useAccountList` with the app's own table: paging, the network filter and a disconnect that
 * asks first, on a service of its own (four accounts, two a page).
 */
export const Headless: StoryObj = {
  render: () => <HeadlessAccountList pageSize={2} />,
  parameters: { msw: { handlers: { service: disconnectService.handlers } } },
  beforeEach: () => disconnectService.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–2 of 4')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await expect(await canvas.findByText('3–4 of 4')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove @alan3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove @alan3' }));
    await expect(await canvas.findByText('Removed @alan3.')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('3–3 of 3')).toBeVisible());

    await userEvent.selectOptions(canvas.getByLabelText('Network'), 'Pinterest');
    await expect(await canvas.findByText('Nothing on that network.')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
};

/** The same hook on a service that sends no `count`: "Forward" while pages come back full. */
export const HeadlessWithoutCount: StoryObj = {
  render: () => <HeadlessAccountList pageSize={20} />,
  parameters: { msw: { handlers: { service: uncountedService.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–20')).toBeVisible();
    await expect(canvas.getByText('Page 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    // Without a count, only a full page that has arrived says another may follow.
    await expect(await canvas.findByText('21–40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Forward' }));
    await expect(await canvas.findByText('41–45')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Forward' })).toBeDisabled();
  },
};
