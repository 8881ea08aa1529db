import { worker } from './worker.js';

// Only the proxy's routes must be answered by a handler: the page's own module requests to
// Vite's dev server pass through untouched.
beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
});
afterEach(() => worker.resetHandlers());
afterAll(() => worker.stop());
