import { createSimulatedService } from '../../src/mocks/index.js';

describe('the simulated service’s pictures', () => {
  it('gives accounts an absolute picture URL that it serves as an image', async () => {
    const service = createSimulatedService({ storageUrl: 'http://storage.test/bucket' });
    const account = service.db.addAccount({ network: 'x', username: 'grace' });
    expect(account.profile_picture_url).toBe('http://storage.test/bucket/avatars/x/grace.svg');

    const response = await service.handle(new Request(account.profile_picture_url));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>G</text>');
  });

  it('gives a pending session’s pages pictures on the page’s own origin when storage is a path', async () => {
    const service = createSimulatedService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 2 });
    const response = await service.handle(new Request(`${location.origin}/api/social/v1/social-accounts/pending/${token}`));
    const { data } = (await response.json()) as { data: { availablePages: { profilePictureUrl: string }[] } };
    const urls = data.availablePages.map((page) => page.profilePictureUrl);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${location.origin}/__socialkit/storage/avatars/facebook/[a-z-]+\\.svg$`));
    expect((await service.handle(new Request(urls[0]!))).headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('escapes what it draws: a name cannot write markup into the picture', async () => {
    const service = createSimulatedService();
    const svg = await (await service.handle(new Request(`${location.origin}/__socialkit/storage/avatars/x/%3Cscript%3E.svg`))).text();
    expect(svg).not.toContain('<script');
  });
});
