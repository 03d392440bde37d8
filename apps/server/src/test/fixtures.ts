import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TagGroup } from '@numscope/contract';
import type { Database } from '../db/client.js';
import { schema } from '../db/schema.js';
import { nameHash } from '../shared/name-hash.js';
import { normalizePhone } from '../shared/phone.js';
import { refreshCards } from '../modules/numbers/index.js';
import { moveNumCy } from '../modules/wallet/index.js';

let nextUnique = Math.floor(Math.random() * 500_000);

/**
 * A valid phone number (a Moscow MTS mobile, +7 916 9xx xx xx) that no other call of this test
 * run returns: tests that write make their own numbers and accounts, so none depends on another.
 */
export function uniquePhone(): string {
  return `+79169${String(nextUnique++ % 1_000_000).padStart(6, '0')}`;
}

/**
 * FLASHCALL_NUMBERS for a test file that issues many codes: each code holds its number for its
 * lifetime and a quarantine after it, so the default five would run out when tests run shuffled.
 */
export const callNumberPool = (prefix: string, size = 200): string =>
  Array.from({ length: size }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`).join(',');

/** The digits of an E.164 number, as the API's path and query parameters take them. */
export const digitsOf = (e164: string): string => e164.replace(/\D/g, '');

/** An account's NumCy balance as the database holds it. */
export async function balanceOf(db: Database, accountId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>({ name: 't_fixture_balance', text: 'select balance from accounts where id = $1' }, [
    accountId,
  ]);
  return row!.balance;
}

/** Brings an account's balance to `to` NumCy through the ledger (a grant), as the numcy CLI does. */
export async function setBalance(db: Database, accountId: number, to: number): Promise<void> {
  const now = await balanceOf(db, accountId);
  if (now !== to)
    await db.transaction((q) =>
      moveNumCy(q, { accountId, amount: to - now, reason: 'grant', reference: 'test', key: `test:${randomUUID()}`, at: new Date() }),
    );
}

export interface CommentFixture {
  text: string;
  likes?: number;
  dislikes?: number;
  commentUps?: number;
  ageDays?: number;
  pinned?: boolean;
  hiddenUntil?: Date;
  replies?: string[];
}

export interface NumberFixture {
  /** A fresh uniquePhone() unless given. */
  e164?: string;
  comments?: CommentFixture[];
  names?: { first: string | null; last: string | null; count: number }[];
  tags?: { group: TagGroup; code: string; count: number }[];
  bans?: number;
  trustIndex?: number;
}

const { accounts, comments, numberNames, numbers, numberTags, tags } = schema;

/** Writes one number with exactly the given comments, names and tags, and returns the ids made. */
export async function insertNumber(db: Database, f: NumberFixture = {}) {
  const e164 = f.e164 ?? uniquePhone();
  // Each comment has its own author: a user writes one comment per number.
  const newAuthor = async () =>
    (
      await db.orm.insert(accounts).values({ phone: uniquePhone(), firstName: 'Test', lastName: 'Author' }).returning({ id: accounts.id })
    )[0]!;
  const topLevel = f.comments ?? [];
  const [num] = await db.orm
    .insert(numbers)
    .values({
      e164,
      // As the product's own rows (shared/number-rows.ts): the country the number reads in.
      country: normalizePhone(e164)?.country ?? null,
      commentsCount: topLevel.length,
      bans: f.bans ?? 0,
      contactsCount: (f.names ?? []).reduce((saves, n) => saves + n.count, 0),
      trustIndex: f.trustIndex ?? 5,
      avgFirstName: f.names?.[0]?.first ?? null,
      avgLastName: f.names?.[0]?.last ?? null,
    })
    .returning({ id: numbers.id });
  const numberId = num!.id;
  const commentIds: number[] = [];
  const replyIds: number[][] = [];
  for (const c of topLevel) {
    const author = await newAuthor();
    const created = new Date(Date.now() - (c.ageDays ?? 1) * 86_400_000);
    const [row] = await db.orm
      .insert(comments)
      .values({
        numberId,
        authorId: author!.id,
        text: c.text,
        createdAt: created,
        updatedAt: created,
        likes: c.likes ?? 0,
        dislikes: c.dislikes ?? 0,
        // Counts without recorded reactors weigh 1 each (decision 030).
        reactionScore: (c.likes ?? 0) - (c.dislikes ?? 0),
        commentUps: c.commentUps ?? 0,
        threadCount: c.replies?.length ?? 0,
        isPinned: c.pinned ?? false,
        hiddenBy: c.hiddenUntil ? 'owner' : null,
        hiddenUntil: c.hiddenUntil ?? null,
      })
      .returning({ id: comments.id });
    commentIds.push(row!.id);
    const ids: number[] = [];
    for (const [i, text] of (c.replies ?? []).entries()) {
      const at = new Date(created.getTime() + (i + 1) * 60_000);
      const [r] = await db.orm
        .insert(comments)
        .values({ numberId, parentId: row!.id, authorId: author!.id, text, createdAt: at, updatedAt: at })
        .returning({ id: comments.id });
      ids.push(r!.id);
    }
    replyIds.push(ids);
  }
  for (const n of f.names ?? []) {
    await db.orm
      .insert(numberNames)
      .values({ numberId, firstName: n.first, lastName: n.last, nameHash: nameHash(n.first, n.last), count: n.count, weight: n.count });
  }
  for (const t of f.tags ?? []) {
    await db.orm.insert(numberTags).values({
      numberId,
      tagId: sql`(select ${tags.id} from ${tags} where ${tags.group} = ${t.group} and ${tags.code} = ${t.code})`,
      count: t.count,
      weight: t.count,
    });
  }
  await refreshCards(db, [numberId], new Date());
  return { e164, digits: digitsOf(e164), numberId, commentIds, replyIds };
}
