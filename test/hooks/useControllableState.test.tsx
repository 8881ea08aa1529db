import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { useControllableState, type ControllableState, type ControllableStateOptions } from '../../src/hooks/useControllableState.js';

// A change inside one event, then the event is over (its microtasks run): as a click handler is.
const inEvent = (change: () => unknown) =>
  act(async () => {
    change();
    await Promise.resolve();
  });

const NAME = 'useThing: `value`';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled, from the default, and reports each change', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 1, onChange, name: NAME }));
    expect(result.current.value).toBe(1);
    await inEvent(() => result.current.set(result.current.current() + 1));
    await inEvent(() => result.current.set(result.current.current() + 1));
    expect(result.current.value).toBe(3);
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('shows what the parent renders, and a change the parent refuses never sticks', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: 0, defaultValue: 0, onChange, name: NAME }));
    await inEvent(() => result.current.set(result.current.current() + 1));
    expect(result.current.value).toBe(0);
    expect(result.current.current()).toBe(0);
    await inEvent(() => result.current.set(result.current.current() + 10));
    expect(onChange.mock.calls).toEqual([[1], [10]]);
  });

  it('builds on a change made earlier in the same event, controlled or not, then forgets it', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: 'a', defaultValue: '', onChange, name: NAME }));
    await inEvent(() => {
      result.current.set(`${result.current.current()}b`);
      result.current.set(`${result.current.current()}c`);
    });
    expect(onChange.mock.calls).toEqual([['ab'], ['abc']]);
    await inEvent(() => result.current.set(`${result.current.current()}d`));
    expect(onChange).toHaveBeenLastCalledWith('ad');
  });

  it('follows a parent that accepts each change', async () => {
    const { result } = renderHook(() => {
      const [value, setValue] = useState(0);
      return useControllableState({ value, defaultValue: 0, onChange: setValue, name: NAME });
    });
    await inEvent(() => result.current.set(result.current.current() + 1));
    await inEvent(() => result.current.set(result.current.current() + 1));
    expect(result.current.value).toBe(2);
  });

  it('warns once in development when it switches between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const { rerender } = renderHook<ControllableState<number>, ControllableStateOptions<number>>((props) => useControllableState(props), {
      initialProps: { value: 1, defaultValue: 0, onChange: undefined, name: NAME },
    });
    rerender({ value: undefined, defaultValue: 0, onChange: undefined, name: NAME });
    rerender({ value: undefined, defaultValue: 0, onChange: undefined, name: NAME });
    expect(warn.mock.calls).toEqual([['useThing: `value` went from controlled to uncontrolled or back; keep to one.']]);
  });
});
