import { createLimit } from '../../src/media/limit.js';

// The one line that the browser reader, an app's reader, the thumbnail decodes and the image fitter
// share: at most N at once, and a task canceled while it waits never starts.

/** A task the test finishes by hand, counting how often it started. */
function heldTask() {
  let finish!: (value: string) => void;
  const task = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  return { task, finish: (value: string) => finish(value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimit', () => {
  it('runs at most its places at once and starts the next in the order they came', async () => {
    const limit = createLimit(2);
    const [a, b, c, d] = [heldTask(), heldTask(), heldTask(), heldTask()];
    const results = [a, b, c, d].map(({ task }) => limit(undefined, task));
    expect([a, b, c, d].map(({ task }) => task.mock.calls.length)).toEqual([1, 1, 0, 0]);
    b.finish('b');
    await settle();
    expect([c, d].map(({ task }) => task.mock.calls.length)).toEqual([1, 0]);
    a.finish('a');
    await settle();
    expect(d.task).toHaveBeenCalledTimes(1);
    c.finish('c');
    d.finish('d');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a task aborted while it waits: it never starts and holds no place', async () => {
    const limit = createLimit(1, { aborted: () => new DOMException('no longer needed', 'AbortError') });
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const controller = new AbortController();
    const first = limit(undefined, a.task);
    const canceled = limit(controller.signal, b.task);
    const last = limit(undefined, c.task);
    controller.abort();
    await expect(canceled).rejects.toThrow('no longer needed');
    a.finish('a');
    await settle();
    expect(b.task).not.toHaveBeenCalled();
    expect(c.task).toHaveBeenCalledTimes(1);
    c.finish('c');
    await expect(Promise.all([first, last])).resolves.toEqual(['a', 'c']);
  });

  it("refuses an already aborted task with the signal's reason when it has no error of its own", async () => {
    const limit = createLimit(1);
    const { task } = heldTask();
    const reason = new Error('the caller left');
    await expect(limit(AbortSignal.abort(reason), task)).rejects.toBe(reason);
    expect(task).not.toHaveBeenCalled();
  });

  it('passes a failed task on and frees its place', async () => {
    const limit = createLimit(1);
    const failed = limit(undefined, () => Promise.reject(new Error('decode failed')));
    const { task, finish } = heldTask();
    const next = limit(undefined, task);
    await expect(failed).rejects.toThrow('decode failed');
    finish('next');
    await expect(next).resolves.toBe('next');
  });

  it('says when the line is idle: the last task ended and none waits', async () => {
    const whenIdle = vi.fn();
    const limit = createLimit(1, { whenIdle });
    const [a, b] = [heldTask(), heldTask()];
    const both = [limit(undefined, a.task), limit(undefined, b.task)];
    a.finish('a');
    await settle();
    expect(whenIdle).not.toHaveBeenCalled();
    b.finish('b');
    await Promise.all(both);
    await settle();
    expect(whenIdle).toHaveBeenCalledTimes(1);
  });
});
