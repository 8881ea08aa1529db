// A warning or an error that a test did not ask for fails that test, so a green run prints only
// results and a real problem is never buried. A test that expects one spies on the console
// itself (`vi.spyOn(console, 'warn').mockImplementation(...)`), which takes the place of this.
const LEVELS = ['warn', 'error'] as const;
// What the test environment itself cannot do, said by jsdom: a redirect's test sees the call to
// location.assign, and jsdom reports that it does not load another document.
const ENVIRONMENT_LIMITS = [/^console\.error: Error: Not implemented: navigation to another Document/];
let heard: string[] = [];

const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');

beforeEach(() => {
  heard = [];
  for (const level of LEVELS) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void heard.push(`console.${level}: ${text(args)}`));
});

afterEach(() => {
  const unexpected = heard.filter((line) => !ENVIRONMENT_LIMITS.some((limit) => limit.test(line)));
  heard = [];
  if (unexpected.length) throw new Error(`The test printed what it did not expect:\n${unexpected.join('\n')}`);
});
