import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountsPagingExample } from '../examples/AccountsPagingExample.js';
import { AppPasswordExample } from '../examples/AppPasswordExample.js';
import { accountSeed } from '../support/accountList.js';
import { ownService, withOwnService } from '../support/ownService.js';

const meta: Meta = { title: 'Hooks/Data hooks' };
export default meta;

/**
 * `useAccounts` with limit/offset: 45 accounts of tenant `acme`, 20 a page, on a service of the
 * story's own, so the accounts other stories connected never change its pages.
 */
export const AccountsPaging: StoryObj = {
  loaders: [ownService(undefined, { seed: accountSeed(45) })],
  decorators: [withOwnService()],
  render: () => <AccountsPagingExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
  },
};

/** `useConnectAppPassword`: try `@someone.bsky.social` with any password; `invalid` is refused. */
export const AppPasswordConnect: StoryObj = {
  render: () => <AppPasswordExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = `@story${Date.now()}.bsky.social`;
    await userEvent.type(canvas.getByLabelText('Handle'), handle);
    await userEvent.type(canvas.getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByText(`Connected ${handle}.`)).toBeVisible();
    await expect(canvas.getByLabelText('App password')).toHaveValue('');
  },
};

/** Validation happens before any request: empty fields get `Required`. */
export const AppPasswordFieldErrors: StoryObj = {
  render: () => <AppPasswordExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(canvas.getByLabelText('Handle')).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText('Some fields need attention.')).toBeVisible();
  },
};
