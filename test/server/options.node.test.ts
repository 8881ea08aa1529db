import { createSocialProxy, type SocialProxyOptions } from '../../src/server/index.js';
import { API_KEY } from './harness.js';

const valid: SocialProxyOptions = { apiKey: API_KEY, upstreamUrl: 'https://api.service.example' };

describe('createSocialProxy', () => {
  it('returns a Fetch handler that carries its basePath, without a trailing slash', () => {
    const proxy = createSocialProxy({ ...valid, basePath: '/api/social/' });
    expect(typeof proxy).toBe('function');
    expect(proxy.basePath).toBe('/api/social');
    expect(createSocialProxy(valid).basePath).toBe('');
  });

  it.each<[string, Partial<SocialProxyOptions> | Record<string, unknown>, RegExp]>([
    ['no apiKey', { apiKey: undefined }, /apiKey is required/],
    ['an empty apiKey', { apiKey: '' }, /apiKey is required/],
    ['an apiKey that is not a string', { apiKey: 42 }, /apiKey is required/],
    ['an apiKey with a space', { apiKey: 'sk_live secret' }, /apiKey must not contain spaces/],
    ['an apiKey with a newline', { apiKey: 'sk_live\nX-Evil: 1' }, /apiKey must not contain/],
    ['an apiKey of 15 characters', { apiKey: 'sk_live_0123456' }, /apiKey is too short \(a service API key, at least 16 characters\)/],
    ['no upstreamUrl', { upstreamUrl: undefined }, /upstreamUrl is required/],
    ['a relative upstreamUrl', { upstreamUrl: '/v1' }, /upstreamUrl is required/],
    ['an ftp upstreamUrl', { upstreamUrl: 'ftp://api.example' }, /http\(s\)/],
    ['credentials in upstreamUrl', { upstreamUrl: 'https://u:p@api.example' }, /credentials/],
    ['a query in upstreamUrl', { upstreamUrl: 'https://api.example/?key=x' }, /query/],
    ['a basePath without its slash', { basePath: 'api/social' }, /basePath/],
    ['a basePath with a dot segment', { basePath: '/api/../social' }, /basePath/],
    ['a basePath with //', { basePath: '/api//social' }, /basePath/],
    ['an unknown operation', { operations: ['listAccounts', 'createPost'] }, /operations must list/],
    ['a path override for no operation', { paths: { createPost: '/v1/posts' } }, /paths.createPost is not an operation/],
    ['a path override that drops a parameter', { paths: { disconnectAccount: '/v1/accounts/{id}' } }, /must keep the parameters/],
    ['a path override with a dot segment', { paths: { disconnectAccount: '/v1/../{accountId}' } }, /must be a path/],
    ['a relative path override', { paths: { disconnectAccount: 'v1/{accountId}' } }, /must be a path/],
    ['a zero timeout', { timeoutMs: 0 }, /timeoutMs must be a positive number/],
    ['a negative body limit', { maxBodyBytes: -1 }, /maxBodyBytes must be a positive number/],
    ['a resolveTenant that is not a function', { resolveTenant: 'acme' }, /resolveTenant must be a function/],
  ])('throws at creation for %s', (_, override, message) => {
    expect(() => createSocialProxy({ ...valid, ...override })).toThrow(message);
  });

  it('takes an apiKey of 16 characters', () => {
    expect(() => createSocialProxy({ ...valid, apiKey: 'sk_live_01234567' })).not.toThrow();
  });

  it('accepts the upstream as a URL, with a path prefix', () => {
    expect(() => createSocialProxy({ ...valid, upstreamUrl: new URL('https://api.example/svc/') })).not.toThrow();
  });
});
