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
    const list = await canvas.findByRole('list', { name: 'Connected accounts' });
    const before = getComputedStyle(button).fontFamily;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Font/ }), 'Serif');
    // The components follow the token set on the wrapper, as they would an app's stylesheet.
    await waitFor(() => expect(getComputedStyle(button).fontFamily).toMatch(/^Georgia/));
    await expect(getComputedStyle(list).fontFamily).toMatch(/^Georgia/);
    await expect(canvas.getByRole('textbox', { name: 'The CSS of what you changed' })).toHaveValue(":root {\n  --sk-font-family: Georgia, 'Times New Roman', serif;\n}");
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(getComputedStyle(button).fontFamily).toBe(before));
  },
};
