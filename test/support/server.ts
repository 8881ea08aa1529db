import { setupServer } from 'msw/node';

/** The one msw server of the jsdom suite; each test adds the handlers it needs. */
export const server = setupServer();
