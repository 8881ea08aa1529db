/** The connect buttons' layout as Chromium lays it out: icon and label on one line, centred as one. */
import { render, screen } from '@testing-library/react';
import { ConnectAccountButtonGroup, NETWORKS, SocialKitProvider } from '../../src/index.js';
import '../../src/styles/tokens.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';

describe.each(['horizontal', 'vertical', 'grid'] as const)('a %s group', (layout) => {
  // One column, then widths at which a grid has 2, 3 and 4 columns (15rem at least), each as narrow as it gets.
  it.each(['20rem', '31rem', '47rem', '63rem'])('keeps each button’s icon and label on one line, centred together in the button, %s wide', (width) => {
    render(
      <div style={{ width }}>
        <SocialKitProvider baseUrl="/api/social">
          <ConnectAccountButtonGroup networks={[...NETWORKS.map((n) => n.id), 'mastodon']} layout={layout} />
        </SocialKitProvider>
      </div>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      const icon = button.querySelector('svg')!.getBoundingClientRect();
      const label = button.querySelector('[data-part="label"]')!.getBoundingClientRect();
      const name = button.textContent;
      // One line: the icon beside the label (before it), their middles level.
      expect(icon.right, name).toBeLessThanOrEqual(label.left);
      expect(label.height, `${name}: the label wraps`).toBeLessThan(parseFloat(getComputedStyle(button).lineHeight) * 1.5);
      expect(Math.abs(icon.top + icon.height / 2 - (label.top + label.height / 2)), name).toBeLessThan(2);
      // Centred as a group in the button, whatever its width.
      expect(Math.abs((icon.left + label.right) / 2 - (box.left + box.width / 2)), name).toBeLessThan(2);
    }
  });
});
