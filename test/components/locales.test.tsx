import { screen } from '@testing-library/react';
import { ConnectAccountButtonGroup, formatMessage, HandleAppPasswordForm, MediaGallery, MediaUploader, PlatformOptionsPanel } from '../../src/index.js';
import { loadMessages, SOCIALKIT_LOCALES } from '../../src/locales/index.js';
import { renderWithProvider } from '../support/render.js';

// Each pack in the components, as an app passes it: every component finds all its words (a
// missing one would warn, and fail the test), and says them in the pack's language.
describe.each(SOCIALKIT_LOCALES)('%s', (tag) => {
  it('gives every component all its words', async () => {
    const pack = await loadMessages(tag);
    renderWithProvider(
      <>
        <ConnectAccountButtonGroup networks={['facebook', 'bluesky']} />
        <HandleAppPasswordForm network="bluesky" />
        <MediaUploader />
        <MediaGallery items={[{ id: 'med_1', name: 'photo.png', contentType: 'image/png', url: 'https://cdn.example/photo.png', status: 'active' }]} />
        <PlatformOptionsPanel networks={['youtube', 'tiktok']} />
      </>,
      { locale: tag, messages: pack },
    );
    expect(screen.getByRole('button', { name: formatMessage(pack.connectAccountButtonLabel, { network: 'Facebook' }, tag) })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: pack.connectAccountButtonGroupLabel })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: formatMessage(pack.handleAppPasswordFormHandleLabel, { network: 'Bluesky' }, tag) })).toBeInTheDocument();
    expect(screen.getAllByRole('grid', { name: pack.mediaGalleryLabel }).length).toBeGreaterThan(0);
    expect(await screen.findByText(pack.youtubeTitle)).toBeInTheDocument();
  });
});
