import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { DemoGenerator, RESERVED_EMPTY, SHOWCASE } from './generator.js';

function generate(seed: number) {
  const gen = new DemoGenerator({
    seed,
    commentsPerNumber: 5,
    now: new Date(Date.UTC(2026, 10, 1)),
    firstIds: { accounts: 1, numbers: 1, comments: 1 },
  });
  const authors = gen.makeAuthors(80);
  return { authors, showcase: gen.showcaseBatch(), batch: gen.randomBatch(200) };
}

describe('DemoGenerator', () => {
  it('makes the same data from the same seed and other data from another', () => {
    expect(generate(1)).toEqual(generate(1));
    expect(generate(2).batch.numbers.map((n) => n.e164)).not.toEqual(generate(1).batch.numbers.map((n) => n.e164));
  });

  it('makes valid, unique numbers of the eight countries and never the reserved empty ones', () => {
    const { authors, showcase, batch } = generate(3);
    const all = [...authors.map((a) => a.phone), ...showcase.numbers.map((n) => n.e164), ...batch.numbers.map((n) => n.e164)];
    expect(new Set(all).size).toBe(all.length);
    for (const e164 of all) expect(parsePhoneNumberFromString(e164)?.isValid(), e164).toBe(true);
    expect(new Set(batch.numbers.map((n) => n.country))).toEqual(new Set(['RU', 'US', 'GB', 'DE', 'IN', 'BR', 'TR', 'AE']));
    for (const e of RESERVED_EMPTY) expect(all).not.toContain(e);
  });

  it('keeps every number’s figures consistent with what is written about it', () => {
    const { showcase, batch } = generate(4);
    for (const b of [showcase, batch]) {
      for (const n of b.numbers) {
        const own = b.comments.filter((c) => c.numberId === n.id);
        const roots = own.filter((c) => c.parentId === null);
        expect(n.commentsCount).toBe(roots.length);
        for (const r of roots) {
          const replies = own.filter((c) => c.parentId === r.id);
          expect(r.threadCount).toBe(replies.length);
          expect(r.repliers).toBe(new Set(replies.map((c) => c.authorId).filter((a) => a !== r.authorId)).size);
        }
        expect(n.contactsCount).toBe(b.names.filter((x) => x.numberId === n.id).reduce((saves, x) => saves + x.count, 0));
        expect(new Set(roots.map((r) => r.authorId)).size).toBe(roots.length);
        // Tag counts are the reviewers' votes; reports come from reviewers who warn.
        for (const t of b.tags.filter((x) => x.numberId === n.id))
          expect(t.count).toBe(b.tagVotes.filter((v) => v.numberId === n.id && v.group === t.group && v.code === t.code).length);
        const warners = new Set(roots.filter((r) => r.stance === -1).map((r) => r.authorId));
        for (const r of b.reports.filter((x) => x.numberId === n.id)) expect(warners.has(r.accountId)).toBe(true);
      }
    }
  });

  it('seeds the showcase numbers with threads long enough to page', () => {
    const { showcase } = generate(5);
    expect(showcase.numbers.map((n) => n.e164)).toEqual(SHOWCASE.map((s) => s.e164));
    const ru = showcase.numbers.find((n) => n.e164 === '+79161234567')!;
    expect(ru.commentsCount).toBe(26);
    const threads = showcase.comments.filter((c) => c.numberId === ru.id && c.parentId === null).map((c) => c.threadCount);
    expect(Math.max(...threads)).toBeGreaterThan(4);
  });

  it('writes comments in the language of the number’s country', () => {
    const { showcase } = generate(6);
    const textOf = (e164: string) => {
      const id = showcase.numbers.find((n) => n.e164 === e164)!.id;
      return showcase.comments
        .filter((c) => c.numberId === id)
        .map((c) => c.text)
        .join(' ');
    };
    expect(textOf('+79161234567')).toMatch(/[а-яё]/i);
    expect(textOf('+971501234567')).toMatch(/[\u0600-\u06FF]/);
    expect(textOf('+14155552671')).toMatch(/\b(the|and|to)\b/i);
    for (const c of showcase.comments) expect(c.text).not.toMatch(/\{(company|name|amount|time)\}/);
  });
});
