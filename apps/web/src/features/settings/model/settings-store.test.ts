import { beforeEach, describe, expect, it } from 'vitest';
import { currentSettingsPage, useSettingsStore } from './settings-store.js';

const state = () => useSettingsStore.getState();
const page = () => (state().settingsOpen ? currentSettingsPage(state().settingsPages) : 'closed');

beforeEach(() => state().closeSettings());

describe('settings panel open flags (spec §4)', () => {
  it('opening privacy also opens main; back steps out one page at a time', () => {
    state().openSettingsPage('privacy');
    expect(state().settingsOpen).toBe(true);
    expect(page()).toBe('privacy');
    state().openSettingsPage('privacyDelete');
    expect(state().settingsPages).toMatchObject({ privacy: true, privacyDelete: true });
    expect(page()).toBe('privacyDelete');
    state().settingsBack();
    expect(page()).toBe('privacy');
    state().settingsBack();
    expect(page()).toBe('main');
    state().settingsBack();
    expect(page()).toBe('closed');
  });

  it('each sub-page is its own flag; closing clears them all', () => {
    for (const p of ['language', 'theme', 'paymentExtra'] as const) {
      state().openSettingsPage(p);
      expect(page()).toBe(p);
      expect(Object.entries(state().settingsPages).filter(([, open]) => open)).toEqual([[p, true]]);
      state().settingsBack();
      expect(page()).toBe('main');
    }
    state().openSettingsPage('privacyDelete');
    state().closeSettings();
    expect(page()).toBe('closed');
    expect(Object.values(state().settingsPages).every((open) => !open)).toBe(true);
  });
});
