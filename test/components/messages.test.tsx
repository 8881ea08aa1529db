import { screen } from '@testing-library/react';
import { ConnectAccountButton, HandleAppPasswordForm, MediaGallery } from '../../src/index.js';
import { renamedMessageKey, upgradeMessageKeys } from '../../src/i18n/deprecated.js';
import { renderWithProvider } from '../support/render.js';

describe('the provider’s messages', () => {
  it('still reads a key from before the rename, once, with a warning naming both names', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderWithProvider(<ConnectAccountButton network="facebook" />, { messages: { connectButton: 'Link {network}' } });
    expect(screen.getByRole('button', { name: 'Link Facebook' })).toBeInTheDocument();
    rerender(<ConnectAccountButton network="linkedin" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('"connectButton" is now "connectAccountButtonLabel"');
  });

  it('keeps today’s key when both names are given', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProvider(<HandleAppPasswordForm network="bluesky" />, {
      messages: { appPasswordLabel: 'Old words', handleAppPasswordFormPasswordLabel: 'App-Passwort' },
    });
    expect(screen.getByLabelText('App-Passwort')).toBeInTheDocument();
    expect(screen.queryByLabelText('Old words')).not.toBeInTheDocument();
  });

  it('maps every old prefix to the component’s name, and leaves today’s keys and the shared ones alone', () => {
    expect(renamedMessageKey('uploaderDrop')).toBe('mediaUploaderDrop');
    expect(renamedMessageKey('callbackExpiredTitle')).toBe('connectCallbackExpiredTitle');
    expect(renamedMessageKey('connectWaiting')).toBe('connectAccountButtonWaiting');
    expect(renamedMessageKey('appPasswordHandleLabel')).toBe('handleAppPasswordFormHandleLabel');
    expect(renamedMessageKey('platformOptionsLabel')).toBe('platformOptionsPanelLabel');
    for (const key of ['connectAccountButtonLabel', 'connectCallbackWorking', 'mediaUploaderDrop', 'commonCancel', 'errorNetwork', 'youtubeTitle', 'mediaStatus_done']) {
      expect(renamedMessageKey(key)).toBeUndefined();
    }
    const today = { commonCancel: 'Abbrechen' };
    expect(upgradeMessageKeys(today)).toBe(today);
  });

  it('shows English for a key a locale pack lacks, and names the key once in a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderWithProvider(<MediaGallery items={[]} />, { messages: { socialKitLocale: 'de', mediaGalleryLabel: 'Medien' } });
    expect(screen.getByText('No media yet.')).toBeInTheDocument();
    rerender(<MediaGallery items={[]} aria-label="Again" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^MediaGallery: the "de" messages have no .*mediaGalleryEmpty/);
    expect(warn.mock.calls[0]![0]).not.toContain('mediaGalleryLabel');
  });

  it('says nothing when the app overrides a few words without a pack, in any locale', () => {
    renderWithProvider(<MediaGallery items={[]} />, { locale: 'de-DE', messages: { mediaGalleryEmpty: 'Noch nichts.' } });
    expect(screen.getByText('Noch nichts.')).toBeInTheDocument();
  });
});
