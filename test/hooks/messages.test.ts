import { formatMessage } from '../../src/hooks/messages.js';

describe('formatMessage', () => {
  it('fills placeholders and writes numbers for the locale', () => {
    expect(formatMessage('{count} of {max} bytes in {network}', { count: 1200, max: 5000, network: 'YouTube' }, 'de-DE')).toBe(
      '1.200 of 5.000 bytes in YouTube',
    );
    expect(formatMessage('{max} characters', { max: 5000 }, 'en-US')).toBe('5,000 characters');
  });

  it('leaves a placeholder without a value in place, so it is seen rather than lost', () => {
    expect(formatMessage('Remove tag {name}', {})).toBe('Remove tag {name}');
    expect(formatMessage('Remove tag {name}', { name: { tag: 'x' } })).toBe('Remove tag {name}');
  });
});
