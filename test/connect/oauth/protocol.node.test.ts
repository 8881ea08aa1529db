import { parseConnectMessage, readCallbackUrl } from '../../../src/connect/oauth/protocol.js';

const valid = { source: 'socialkit', v: 1, id: 'd1', type: 'session', sessionToken: 'ses_abc' };

describe('parseConnectMessage', () => {
  it('takes a well-formed answer of this version', () => {
    expect(parseConnectMessage(valid)).toEqual(valid);
    expect(parseConnectMessage({ ...valid, flow: 'f1' })).toEqual({ ...valid, flow: 'f1' });
    expect(parseConnectMessage({ source: 'socialkit', v: 1, id: 'd2', type: 'connected', accountId: 'acc_1', username: 'ada' })).toMatchObject({ accountId: 'acc_1', username: 'ada' });
    expect(parseConnectMessage({ source: 'socialkit', v: 1, id: 'd3', type: 'ack' })).toEqual({ source: 'socialkit', v: 1, id: 'd3', type: 'ack' });
  });

  it.each([
    ['another source', { ...valid, source: 'other' }],
    ['another version', { ...valid, v: 2 }],
    ['a version as a string', { ...valid, v: '1' }],
    ['no id', { ...valid, id: undefined }],
    ['an unknown type', { ...valid, type: 'hello' }],
    ['an empty token', { ...valid, sessionToken: '' }],
    ['a token that is not a string', { ...valid, sessionToken: ['x'] }],
    ['an oversized token', { ...valid, sessionToken: 'a'.repeat(5000) }],
    ['a flow that is not a string', { ...valid, flow: 7 }],
    ['a connected answer without an account', { source: 'socialkit', v: 1, id: 'd', type: 'connected' }],
    ['a string', JSON.stringify(valid)],
    ['null', null],
  ])('ignores %s', (_, data) => {
    expect(parseConnectMessage(data)).toBeUndefined();
  });

  it('drops fields it does not know', () => {
    expect(parseConnectMessage({ ...valid, html: '<img src=x onerror=alert(1)>' })).toEqual(valid);
  });
});

describe('readCallbackUrl', () => {
  it('takes the session and leaves the app’s own parameters and the hash', () => {
    const { result, cleaned } = readCallbackUrl('https://app.example/connect/callback?tab=2&session=ses_1&utm=x#top');
    expect(result).toEqual({ type: 'session', sessionToken: 'ses_1' });
    expect(cleaned).toBe('https://app.example/connect/callback?tab=2&utm=x#top');
  });

  it('reads a one-step success and removes all of it', () => {
    const { result, cleaned } = readCallbackUrl('https://app.example/cb?success=true&account_id=acc_9&username=ada');
    expect(result).toEqual({ type: 'connected', accountId: 'acc_9', username: 'ada' });
    expect(cleaned).toBe('https://app.example/cb');
  });

  it('reads an error, and its description goes too', () => {
    const { result, cleaned } = readCallbackUrl('https://app.example/cb?error=access_denied&error_description=User+said+no');
    expect(result).toEqual({ type: 'error', error: 'access_denied' });
    expect(cleaned).toBe('https://app.example/cb');
  });

  it.each([
    ['success without an account', '?success=true'],
    ['an account without success', '?account_id=acc_1'],
    ['success=false', '?success=false&account_id=acc_1'],
    ['an empty session', '?session='],
  ])('calls %s an invalid callback', (_, query) => {
    const { result, cleaned } = readCallbackUrl(`https://app.example/cb${query}`);
    expect(result).toEqual({ type: 'error', error: 'invalid_callback' });
    expect(cleaned).toBe('https://app.example/cb');
  });

  it('finds nothing on an ordinary page and leaves it as it is', () => {
    expect(readCallbackUrl('https://app.example/settings?tab=accounts#x')).toEqual({ result: undefined, cleaned: 'https://app.example/settings?tab=accounts#x' });
  });
});
