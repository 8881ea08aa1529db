import { resolveConnectMode } from '../../../src/connect/oauth/mode.js';

function fakeWindow({ framed = false, smallTouch = false, throwsOnTop = false } = {}) {
  const win = {
    matchMedia: (query: string) => ({ matches: smallTouch && query.includes('coarse') }),
  } as unknown as Window;
  Object.defineProperty(win, 'top', {
    get: () => {
      if (throwsOnTop) throw new DOMException('Blocked', 'SecurityError');
      return framed ? ({} as Window) : win;
    },
  });
  return win;
}

describe('resolveConnectMode', () => {
  it('keeps an explicit mode', () => {
    expect(resolveConnectMode('redirect', fakeWindow())).toBe('redirect');
    expect(resolveConnectMode('popup', fakeWindow({ smallTouch: true }))).toBe('popup');
  });

  it('uses a popup on a desktop, a redirect on a small touch screen', () => {
    expect(resolveConnectMode('auto', fakeWindow())).toBe('popup');
    expect(resolveConnectMode('auto', fakeWindow({ smallTouch: true }))).toBe('redirect');
  });

  it('always uses a popup inside a frame, where consent pages refuse to load', () => {
    expect(resolveConnectMode('auto', fakeWindow({ framed: true, smallTouch: true }))).toBe('popup');
    expect(resolveConnectMode('auto', fakeWindow({ throwsOnTop: true, smallTouch: true }))).toBe('popup');
  });

  it('uses a popup where matchMedia is missing', () => {
    const win = fakeWindow();
    Object.assign(win, { matchMedia: undefined });
    expect(resolveConnectMode('auto', win)).toBe('popup');
  });
});
