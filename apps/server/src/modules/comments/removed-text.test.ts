import { describe, expect, it } from 'vitest';
import { repeatsRemovedText, skeleton } from './removed-text.js';

const removed = 'Ivan Petrov never returns the money he borrowed';

describe('text a moderator removed, written again', () => {
  it('is caught however it is spaced, cased or punctuated', () => {
    expect(repeatsRemovedText('  IVAN petrov, never returns the money he borrowed!!! ', removed)).toBe(true);
  });

  it('is caught with look-alike letters of another script, 0 for o and letters typed twice', () => {
    // Cyrillic а, е, о, р and mathematical bold letters in place of Latin ones.
    expect(repeatsRemovedText('Ivаn Pеtrоv nеvеr rеturns thе mоnеy hе bоrrоwеd', removed)).toBe(true);
    expect(repeatsRemovedText('𝐈𝐯𝐚𝐧 Petr0v never returnns the money he borrowed', removed)).toBe(true);
    expect(repeatsRemovedText('мошенник и вор', 'мoшeнник и вop')).toBe(true);
  });

  it('is caught with invisible letters between the visible ones, capital look-alikes, or digits for letters', () => {
    const removed2 = 'SCAMMER! DO NOT ANSWER, HE STEALS MONEY';
    // Hangul fillers (letters meant to be invisible) and zero-width joiners after the letters.
    expect(repeatsRemovedText([...removed2].join('\u3164'), removed2)).toBe(true);
    expect(repeatsRemovedText([...removed2].join('\u200d'), removed2)).toBe(true);
    // Armenian Տ and Greek Μ, Ν, Η, Υ in capitals.
    expect(repeatsRemovedText('ՏCAΜΜER! DO ΝOT AΝՏWER, ΗE ՏTEALՏ ΜOΝEΥ', removed2)).toBe(true);
    expect(repeatsRemovedText('Th15 numb3r 15 4 5c4mm3r, d0 n07 p4y', 'This number is a scammer, do not pay')).toBe(true);
  });

  it('compares at most 2,000 letters of each text, however far NFKC expands them', () => {
    expect(skeleton('\uFDFA'.repeat(2000)).length).toBeLessThanOrEqual(2000);
  });

  it('is caught with a few letters changed, added or dropped', () => {
    expect(repeatsRemovedText('Ivan Petrov never returns the money he borowed', removed)).toBe(true);
    expect(repeatsRemovedText('Ivan Petrow never return the monney he borrowd', removed)).toBe(true);
  });

  it('is caught inside a longer text when it is long enough to be more than a phrase', () => {
    expect(repeatsRemovedText(`Warning to everyone: ${removed.replace('money', 'mony')}. Do not lend.`, removed)).toBe(true);
    expect(repeatsRemovedText('Be careful, this is a scam call about a parcel', 'a scam')).toBe(false);
  });

  it('lets new text through', () => {
    expect(repeatsRemovedText('I apologise for what I wrote', removed)).toBe(false);
    expect(repeatsRemovedText('Ivan Petrov returned the money after all, thank you', removed)).toBe(false);
    expect(repeatsRemovedText('мошенник и вор', 'честный человек')).toBe(false);
  });
});
