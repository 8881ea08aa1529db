// A warning or an error that a test did not ask for fails that test, so a green run prints only
// results and a real problem is never buried. A test that expects one spies on the console
// itself (`vi.spyOn(console, 'warn').mockImplementation(...)`), which takes the place of this.
const LEVELS = ['warn', 'error'] as const;
let heard: string[] = [];

const text = (args: unknown[]) => args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');

beforeEach(() => {
  heard = [];
  for (const level of LEVELS) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void heard.push(`console.${level}: ${text(args)}`));
});

afterEach(() => {
  const unexpected = heard;
  heard = [];
  if (unexpected.length) throw new Error(`The test printed what it did not expect:\n${unexpected.join('\n')}`);
});
