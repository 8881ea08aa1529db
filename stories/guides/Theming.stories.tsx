import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountList, ConnectAccountButtonGroup, MediaUploader, PlatformOptionsPanel } from '../../src/index.js';
import { callbackUrl } from '../support/connect.js';
import { TokenEditor } from '../support/TokenEditor.js';

/** The Theming guide's live editor (stories/guides/Theming.mdx): change a token, every component follows. */
const meta = {
  title: 'Guides/Theming',
  component: TokenEditor,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real components on the simulated service, inside the wrapper the editor sets the tokens on. */
export const LiveTokens: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <ConnectAccountButtonGroup networks={['linkedin', 'bluesky', 'youtube']} redirectUri={callbackUrl()} label="Connect a channel" />
        <AccountList pageSize={3} />
        <MediaUploader accept={['image/*', 'video/mp4']} />
        <PlatformOptionsPanel networks={['youtube', 'tiktok']} />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: /Connect LinkedIn/ });
    const before = getComputedStyle(button).borderRadius;
    const radius = canvas.getByRole('slider', { name: /Radius/ });
    radius.focus();
    await userEvent.keyboard('{End}');
    // The button follows the token set on the wrapper, as it would an app's stylesheet.
    await waitFor(() => expect(getComputedStyle(button).borderRadius).not.toBe(before));
    await expect(canvas.getByRole('textbox', { name: 'The CSS of what you changed' })).toHaveValue(':root {\n  --sk-radius: 24px;\n  --sk-radius-small: 12px;\n}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(getComputedStyle(button).borderRadius).toBe(before));
  },
};
