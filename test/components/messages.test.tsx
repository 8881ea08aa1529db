import { screen } from '@testing-library/react';
import { MediaGallery } from '../../src/index.js';
import { renderWithProvider } from '../support/render.js';

describe('the provider’s messages', () => {
  it('shows English for a key a locale pack lacks, and names the key once in a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderWithProvider(<MediaGallery items={[]} />, { messages: { socialKitLocale: 'de', mediaGalleryLabel: 'Medien' } });
    expect(screen.getByText('No media yet.')).toBeInTheDocument();
    rerender(<MediaGallery items={[]} aria-label="Again" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^MediaGallery: the "de" messages have no .*mediaGalleryEmpty/);
    expect(warn.mock.calls[0]![0]).not.toContain('mediaGalleryLabel');
  });

  it('says nothing when the app overrides a few messages without a pack, in any locale', () => {
    renderWithProvider(<MediaGallery items={[]} />, { locale: 'de-DE', messages: { mediaGalleryEmpty: 'Noch nichts.' } });
    expect(screen.getByText('Noch nichts.')).toBeInTheDocument();
  });
});
