import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { server } from './server.js';

// Any request no handler answers fails the test: traffic in tests goes nowhere real.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// How long findBy/waitFor wait for something to appear. The default second is too short for a
// file's first render on a shared, loaded CI machine (cold imports, msw's first answer); waiting
// longer never lets a wrong screen pass, it only stops a slow right one from failing.
configure({ asyncUtilTimeout: 5000 });
