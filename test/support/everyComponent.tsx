import { screen, waitFor } from '@testing-library/react';
import { Fragment, type ReactElement } from 'react';
import { userEvent } from 'vitest/browser';
import {
  AccountList,
  ConnectAccountButtonGroup,
  HandleAppPasswordForm,
  MediaGallery,
  MediaUploader,
  PlatformOptionsPanel,
  type MediaGalleryItem,
} from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';

/** A simulated service in the page, answering through `fetch`, with two accounts for tenant `acme`. */
export function simulatedFetch() {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  service.db.addAccount({ network: 'youtube', nickname: 'Ada', username: 'ada', tenantId: 'acme' });
  service.db.addAccount({ network: 'bluesky', nickname: 'Grace', username: 'grace', tenantId: 'acme', isActive: 0 });
  return (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(new URL(input instanceof Request ? input.url : String(input), location.href), init));
}

const SQUARE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>')}`;
const MEDIA: MediaGalleryItem[] = Array.from({ length: 3 }, (_, i) => ({ id: `m${i}`, name: `photo-${i}.svg`, contentType: 'image/svg+xml', url: SQUARE, status: 'active' }));

export const Gallery = ({ defaultValue = [] }: { defaultValue?: string[] }) => (
  <MediaGallery items={MEDIA} selectionMode="multiple" defaultValue={defaultValue} aria-label="Your media" />
);

/**
 * Every component, each with what puts its states worth a look on screen (invalid fields, a
 * pressed toggle; the gallery's selected tile is its default value). A test may take them one at
 * a time: each then has a time limit of its own, and a failure names the component.
 */
export const COMPONENTS: { name: string; ui: ReactElement; arrange?: () => Promise<void> }[] = [
  {
    name: 'HandleAppPasswordForm',
    ui: <HandleAppPasswordForm />,
    arrange: async () => {
      await userEvent.click(document.querySelector<HTMLElement>('[data-scope="handle-app-password-form"][data-part="submit"]')!);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bluesky handle' })).toHaveAttribute('aria-invalid', 'true'));
      const toggle = screen.getByRole('button', { name: 'Show app password' });
      toggle.focus();
      await userEvent.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'AccountList',
    ui: <AccountList showTenantFilter />,
    arrange: async () => {
      // Its rows first, so what a test finds in the list does not depend on how fast they came.
      await screen.findByText('Ada');
      const tenant = screen.getByRole('textbox', { name: 'Tenant' });
      await userEvent.fill(tenant, 'not a tenant!');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(tenant).toHaveAttribute('aria-invalid', 'true'));
    },
  },
  {
    name: 'PlatformOptionsPanel',
    ui: <PlatformOptionsPanel networks={['youtube', 'tiktok']} defaultValue={{ youtube: { title: 't'.repeat(101) } }} />,
    arrange: async () => {
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'));
    },
  },
  { name: 'MediaGallery', ui: <Gallery defaultValue={['m1']} /> },
  { name: 'MediaUploader', ui: <MediaUploader /> },
  { name: 'ConnectAccountButtonGroup', ui: <ConnectAccountButtonGroup networks={['facebook', 'bluesky']} /> },
];

export const everything = (
  <>
    {COMPONENTS.map(({ name, ui }) => (
      <Fragment key={name}>{ui}</Fragment>
    ))}
  </>
);

/** Puts every state worth a look on screen, in every component of `everything`, and leaves nothing focused. */
export async function everyState() {
  for (const { arrange } of COMPONENTS) await arrange?.();
  (document.activeElement as HTMLElement | null)?.blur();
}
