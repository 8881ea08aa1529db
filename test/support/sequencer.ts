import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The built Storybook's checks (test/storybook-site) open every story and docs page one after
// another in a Chromium of their own: the longest files of the suite, mostly waiting on that
// browser. Vitest queues projects by name, which put them last, after every jsdom and node file,
// so the suite took their time on top of everyone else's. Started first, they run beside the rest.
const FIRST = 'storybook-site';

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => file.project.name === FIRST), ...sorted.filter((file) => file.project.name !== FIRST)];
  }
}
