import { SocialKitError } from '../../src/client/errors.js';
import { SERVICE_CREDENTIALS_REFUSED } from '../../src/client/serviceTexts.js';
import { describeError, formatMessage } from '../../src/i18n/messages.js';
import { errorMessages } from '../../src/i18n/en/errors.js';

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

describe('describeError', () => {
  const error = (init: ConstructorParameters<typeof SocialKitError>[0]) => new SocialKitError(init);

  it('tells the user nothing about a refused API key, and never to sign in again for it', () => {
    const refused = error({ kind: 'http', status: 401, message: SERVICE_CREDENTIALS_REFUSED });
    expect(describeError(refused, errorMessages)).toBe(errorMessages.errorServer);
    expect(describeError(error({ kind: 'http', status: 401, message: 'Unauthorized' }), errorMessages)).toBe(errorMessages.errorUnauthorized);
  });

  it('words a rate limit as one whether it came as the service’s JSON or a gateway’s HTML page', () => {
    expect(describeError(error({ kind: 'http', status: 429, message: 'Too many requests' }), errorMessages)).toBe(errorMessages.errorRateLimited);
    expect(describeError(error({ kind: 'protocol', status: 429, message: 'The server answered HTTP 429 with a body that is not JSON.' }), errorMessages)).toBe(
      errorMessages.errorRateLimited,
    );
    expect(describeError(error({ kind: 'protocol', status: 502, message: 'x' }), errorMessages)).toBe(errorMessages.errorProtocol);
  });

  it('words a late request (408) as a timeout, not as the proxy’s own text', () => {
    expect(describeError(error({ kind: 'http', status: 408, message: 'The request body did not arrive in time.' }), errorMessages)).toBe(errorMessages.errorTimeout);
  });
});

describe('formatMessage in a right-to-left language', () => {
  it('isolates each string value, as <bdi> would, so a Latin name keeps its order', () => {
    expect(formatMessage('تم رفع {name}.', { name: 'photo (1).png' }, 'ar')).toBe('تم رفع \u2068photo (1).png\u2069.');
    expect(formatMessage('הועלה {name}.', { name: 'photo.png' }, 'he-IL')).toBe('הועלה \u2068photo.png\u2069.');
  });

  it('keeps a value Intl wrote right to left right to left: a size in Hebrew', () => {
    const size = new Intl.NumberFormat('he', { style: 'unit', unit: 'megabyte' }).format(1);
    expect(size).toContain('\u200F');
    expect(formatMessage('עד {size} לכל קובץ.', { size }, 'he')).toBe(`עד \u2067${size}\u2069 לכל קובץ.`);
  });

  it('writes numbers in the language’s digits, and leaves left-to-right languages alone', () => {
    expect(formatMessage('{count}', { count: 12 }, 'ar-EG')).toBe('١٢');
    expect(formatMessage('Uploaded {name}.', { name: 'photo.png' }, 'en')).toBe('Uploaded photo.png.');
  });
});
