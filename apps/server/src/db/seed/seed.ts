import { refreshCardsSql } from '../../modules/numbers/index.js';
import { scoreNumbers } from '../../modules/reputation/index.js';
import type { Database } from '../client.js';
import { DemoGenerator, type NumbersBatch, type AccountSeed } from './generator.js';

/** SQL literal for bulk inserts of generated (trusted) values; strings are quoted and escaped. */
function lit(v: string | number | boolean | null | Date): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  return `'${v.replace(/\0/g, '').replace(/'/g, "''")}'`;
}

function insert(table: string, columns: string[], rows: (string | number | boolean | null | Date)[][], suffix = ''): string {
  if (rows.length === 0) return '';
  const values = rows.map((r) => `(${r.map(lit).join(',')})`).join(',\n');
  return `insert into ${table} (${columns.join(',')}) overriding system value values ${values} ${suffix};\n`;
}

export interface SeedOptions {
  numbers: number;
  seed: number;
  commentsPerNumber?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  numbers: number;
  comments: number;
  accounts: number;
}

const BATCH = 500;

/**
 * Writes deterministic demo data: the showcase numbers first, then `numbers` random ones, in
 * batches of one multi-row statement per table (fast on PGlite and on PostgreSQL alike).
 */
export async function seedDemo(db: Database, opts: SeedOptions): Promise<SeedResult> {
  const [max] = await db.query<{ a: number; n: number; c: number }>({
    name: 'seed_max_ids',
    text: `select (select coalesce(max(id), 0) from accounts) as a, (select coalesce(max(id), 0) from numbers) as n,
      (select coalesce(max(id), 0) from comments) as c`,
  });
  const tagRows = await db.query<{ id: number; grp: string; code: string }>({ name: 'seed_tags', text: 'select id, grp, code from tags' });
  const tagIds = new Map(tagRows.map((t) => [`${t.grp}:${t.code}`, t.id]));

  const now = opts.now ?? new Date(Date.UTC(2026, 10, 1));
  const gen = new DemoGenerator({
    seed: opts.seed,
    commentsPerNumber: opts.commentsPerNumber ?? 5,
    now,
    firstIds: { accounts: (max?.a ?? 0) + 1, numbers: (max?.n ?? 0) + 1, comments: (max?.c ?? 0) + 1 },
  });
  // Phones already in the database are never generated again.
  const existing = await db.query<{ phone: string }>({
    name: 'seed_existing',
    text: 'select phone from accounts union all select e164 from numbers',
  });
  gen.reserve(existing.map((r) => r.phone));

  // At least as many authors per country as comments one number can get (60), since each writes once per number.
  const authors = gen.makeAuthors(Math.min(20_000, Math.max(80, Math.ceil(opts.numbers / 10))));
  const result: SeedResult = { numbers: 0, comments: 0, accounts: authors.length };
  for (let i = 0; i < authors.length; i += 5000) await db.exec(accountsSql(authors.slice(i, i + 5000)));

  // Scored by the product's own reputation rules from the signals just written, then carded.
  const write = async (b: NumbersBatch) => {
    await db.exec(batchSql(b, tagIds));
    if (b.numbers.length === 0) return;
    const ids = b.numbers.map((n) => n.id);
    await scoreNumbers(db, ids, now);
    await db.exec(`${refreshCardsSql(`n.id between ${ids[0]} and ${ids.at(-1)}`, `'${now.toISOString()}'::timestamptz`)};`);
    result.numbers += b.numbers.length;
    result.comments += b.comments.length;
  };
  await write(gen.showcaseBatch());
  for (let done = 0; done < opts.numbers; done += BATCH) {
    await write(gen.randomBatch(Math.min(BATCH, opts.numbers - done)));
    opts.onProgress?.(Math.min(done + BATCH, opts.numbers), opts.numbers);
  }
  await db.exec(`select setval(pg_get_serial_sequence('accounts', 'id'), greatest(1, (select max(id) from accounts)));
    select setval(pg_get_serial_sequence('numbers', 'id'), greatest(1, (select max(id) from numbers)));
    select setval(pg_get_serial_sequence('comments', 'id'), greatest(1, (select max(id) from comments)));
    select setval(pg_get_serial_sequence('number_names', 'id'), greatest(1, (select coalesce(max(id), 1) from number_names)));
    analyze;`);
  return result;
}

function accountsSql(rows: AccountSeed[]): string {
  return insert(
    'accounts',
    ['id', 'phone', 'first_name', 'last_name', 'created_at'],
    rows.map((a) => [a.id, a.phone, a.firstName, a.lastName, a.createdAt]),
  );
}

function batchSql(b: NumbersBatch, tagIds: Map<string, number>): string {
  // One simple-protocol message: PostgreSQL runs its statements as one implicit transaction.
  return [
    insert(
      'numbers',
      ['id', 'e164', 'country', 'avg_first_name', 'avg_last_name', 'comments_count', 'contacts_count', 'created_at'],
      b.numbers.map((n) => [n.id, n.e164, n.country, n.avgFirstName, n.avgLastName, n.commentsCount, n.contactsCount, n.createdAt]),
    ),
    // number_names ids come from its own sequence.
    insert(
      'number_names',
      // Imported counts weigh one each (decision 052).
      ['number_id', 'first_name', 'last_name', 'name_hash', 'count', 'weight', 'likes', 'dislikes'],
      b.names.map((n) => [n.numberId, n.firstName, n.lastName, n.nameHash, n.count, n.count, n.likes, n.dislikes]),
    ),
    insert(
      'number_tags',
      ['number_id', 'tag_id', 'count', 'weight'],
      b.tags.map((t) => [t.numberId, tagIds.get(`${t.group}:${t.code}`) ?? null, t.count, t.count]),
      'on conflict do nothing',
    ),
    insert(
      'comments',
      [
        'id',
        'number_id',
        'parent_id',
        'author_id',
        'text',
        'created_at',
        'updated_at',
        'likes',
        'dislikes',
        'comment_ups',
        'thread_count',
        'repliers',
        'is_pinned',
        'stance',
      ],
      b.comments.map((c) => [
        c.id,
        c.numberId,
        c.parentId,
        c.authorId,
        c.text,
        c.createdAt,
        c.createdAt,
        c.likes,
        c.dislikes,
        c.commentUps,
        c.threadCount,
        c.repliers,
        c.isPinned,
        c.stance,
      ]),
    ),
    insert(
      'tag_votes',
      ['number_id', 'account_id', 'tag_id', 'created_at'],
      b.tagVotes.map((t) => [t.numberId, t.accountId, tagIds.get(`${t.group}:${t.code}`) ?? null, t.createdAt]),
      'on conflict do nothing',
    ),
    insert(
      'reports',
      ['account_id', 'kind', 'target_key', 'number_id', 'text', 'created_at'],
      b.reports.map((r) => [r.accountId, 'contact', `${r.e164}:${r.nameHash}`, r.numberId, 'Scam calls under this name', r.createdAt]),
      'on conflict do nothing',
    ),
  ].join('\n');
}
