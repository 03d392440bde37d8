import { describe, expect, it, vi } from 'vitest';
import { isAppleDevice, prepareLinkTarget } from './payment-link.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function fakeWindow(userAgent: string) {
  const tab = { opener: {} as unknown, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  const win = { navigator: { userAgent, maxTouchPoints: 0 }, location: { assign: vi.fn() }, open: vi.fn(() => tab) };
  return { win: win as unknown as Window, tab, assign: win.location.assign, open: win.open };
}

describe('where a payment link opens (spec §4)', () => {
  it('tells Apple devices from the rest', () => {
    expect(isAppleDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
  it('on Apple devices in the same window', () => {
    const { win, assign, open } = fakeWindow(IPHONE);
    prepareLinkTarget(win).open('https://pay.example/1');
    expect(open).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://pay.example/1');
  });
  it('elsewhere in a new tab opened during the press, cut from this page, pointed at the link when it arrives', () => {
    const { win, tab, assign, open } = fakeWindow(ANDROID);
    const target = prepareLinkTarget(win);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    target.open('https://pay.example/2');
    expect(tab.location.href).toBe('https://pay.example/2');
    expect(assign).not.toHaveBeenCalled();
  });
  it('closes the tab it opened when the attempt fails', () => {
    const { win, tab } = fakeWindow(ANDROID);
    prepareLinkTarget(win).cancel();
    expect(tab.close).toHaveBeenCalledOnce();
  });
});
