import '@testing-library/jest-dom/vitest';
import { server } from './server.js';

// Any request no handler answers fails the test: traffic in tests goes nowhere real.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
