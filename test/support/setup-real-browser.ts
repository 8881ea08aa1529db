// In real Chromium, React's updates come from a real event loop (fetches, XHR progress, timers),
// and tests wait for what the page shows (waitFor, findBy): act() has nothing to flush, and its
// warnings would only bury real ones. Testing Library turns the act environment on in a beforeAll
// it registers on import; this runs after it, before every test. Its own act() still works: it
// switches the environment on for the call.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
