import { createSimulatedService } from '../../src/mocks/index.js';

const list = async (service: ReturnType<typeof createSimulatedService>, query: string) => {
  const response = await service.handle(new Request(`http://localhost/api/social/v1/social-accounts${query}`));
  return (await response.json()) as Record<string, unknown>;
};

describe('simulated account list shape', () => {
  function make(listShape?: 'counted' | 'bare') {
    const service = createSimulatedService({ baseUrl: '/api/social', listShape });
    for (let i = 0; i < 3; i++) service.db.addAccount({ username: `user${i}`, tenantId: 'acme' });
    return service;
  }

  it('sends count, limit and offset beside data by default', async () => {
    expect(await list(make(), '?tenantId=acme&limit=2&offset=1')).toMatchObject({ success: true, count: 3, limit: 2, offset: 1 });
  });

  it('sends data alone when listShape is bare, still paged and filtered', async () => {
    const body = await list(make('bare'), '?tenantId=acme&limit=2&offset=1');
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect((body.data as { username: string }[]).map((account) => account.username)).toEqual(['user1', 'user2']);
  });
});
