import { TAG_GROUPS, tagPolarity, type TagGroup } from '@numscope/contract';
import { nameHash } from '../../shared/name-hash.js';
import { CORPUS, type Country, type CountryCorpus, type Scenario, type ScenarioText } from './corpus.js';
import { randomPhone } from './phone-patterns.js';
import { Random } from './random.js';

export const SEED_COUNTRIES: Country[] = ['RU', 'US', 'GB', 'DE', 'IN', 'BR', 'TR', 'AE'];

/** Numbers the README points newcomers to; always seeded first, with rich data. */
export const SHOWCASE: { e164: string; country: Country; scenario: Scenario; comments: number }[] = [
  { e164: '+79161234567', country: 'RU', scenario: 'fraud', comments: 26 },
  { e164: '+14155552671', country: 'US', scenario: 'telemarketing', comments: 14 },
  { e164: '+447712345678', country: 'GB', scenario: 'delivery', comments: 12 },
  { e164: '+4915112345678', country: 'DE', scenario: 'bank', comments: 12 },
  { e164: '+919812345678', country: 'IN', scenario: 'telemarketing', comments: 15 },
  { e164: '+5511987654321', country: 'BR', scenario: 'clinic', comments: 11 },
  { e164: '+905321234567', country: 'TR', scenario: 'collector', comments: 13 },
  { e164: '+971501234567', country: 'AE', scenario: 'friend', comments: 8 },
];

/** Valid numbers that the generator never uses, so the README can show an empty profile. */
export const RESERVED_EMPTY = ['+79031234567', '+12025550143'];

const SCENARIO_WEIGHTS: [Scenario, number][] = [
  ['telemarketing', 24],
  ['fraud', 14],
  ['delivery', 12],
  ['bank', 10],
  ['collector', 9],
  ['survey', 7],
  ['robocall', 8],
  ['clinic', 5],
  ['taxi', 5],
  ['friend', 6],
];

export interface AccountSeed {
  id: number;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  /** Most demo writers are established; some joined recently, so reporter weights have ages to work with. */
  createdAt: Date;
}
export interface NumberSeed {
  id: number;
  e164: string;
  country: Country;
  avgFirstName: string | null;
  avgLastName: string | null;
  commentsCount: number;
  contactsCount: number;
  createdAt: Date;
}
export interface NameSeed {
  numberId: number;
  firstName: string | null;
  lastName: string | null;
  nameHash: string;
  count: number;
  likes: number;
  dislikes: number;
}
export interface TagSeed {
  numberId: number;
  group: TagGroup;
  code: string;
  count: number;
}
/** One author's tag on a number (number_tags counts these). */
export interface TagVoteSeed {
  numberId: number;
  accountId: number;
  group: TagGroup;
  code: string;
  createdAt: Date;
}
/** A report on a name saved on a number. */
export interface ReportSeed {
  numberId: number;
  accountId: number;
  e164: string;
  nameHash: string;
  createdAt: Date;
}
export interface CommentSeed {
  id: number;
  numberId: number;
  parentId: number | null;
  authorId: number;
  text: string;
  createdAt: Date;
  likes: number;
  dislikes: number;
  commentUps: number;
  threadCount: number;
  /** People other than the author among its replies (comments.tables.ts `repliers`). */
  repliers: number;
  isPinned: boolean;
  /** A review's stance (-1, 0, 1); null on replies. */
  stance: -1 | 0 | 1 | null;
}
export interface NumbersBatch {
  numbers: NumberSeed[];
  names: NameSeed[];
  tags: TagSeed[];
  tagVotes: TagVoteSeed[];
  reports: ReportSeed[];
  comments: CommentSeed[];
}
const emptyBatch = (): NumbersBatch => ({ numbers: [], names: [], tags: [], tagVotes: [], reports: [], comments: [] });

export interface GeneratorOptions {
  seed: number;
  /** Average top-level comments per random number (replies come on top). */
  commentsPerNumber: number;
  /** Time the data is generated relative to; fixed, so output does not depend on the clock. */
  now: Date;
  /** First free ids per table, when adding to a database that has rows. */
  firstIds: { accounts: number; numbers: number; comments: number };
}

function pickScenario(rng: Random): Scenario {
  const total = SCENARIO_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [s, w] of SCENARIO_WEIGHTS) if ((r -= w) < 0) return s;
  return 'telemarketing';
}

function fill(template: string, corpus: CountryCorpus, rng: Random): string {
  return template
    .replace(/\{company\}/g, () => rng.pick(corpus.companies))
    .replace(/\{name\}/g, () => rng.pick(corpus.firstNames))
    .replace(/\{amount\}/g, () => rng.pick(corpus.amounts))
    .replace(/\{time\}/g, () => `${rng.int(8, 21)}:${rng.pick(['00', '15', '30', '45'])}`);
}

const DAY = 86_400_000;

/**
 * Makes demo data deterministically from a seed: accounts who write, then numbers in batches with
 * their names, tags, comments and replies, and metrics computed by the same scoring module the
 * product uses, so that every number's figures agree with what is written about it.
 */
export class DemoGenerator {
  private readonly rng: Random;
  private readonly ids: GeneratorOptions['firstIds'];
  readonly authors = new Map<Country, AccountSeed[]>();
  private readonly used = new Set<string>(RESERVED_EMPTY);

  constructor(private readonly opts: GeneratorOptions) {
    this.rng = new Random(opts.seed);
    this.ids = { ...opts.firstIds };
  }

  /** Marks numbers that exist already so they are not generated again. */
  reserve(e164s: Iterable<string>): void {
    for (const e of e164s) this.used.add(e);
  }

  private freshPhone(country: Country): string {
    for (;;) {
      const p = randomPhone(country, this.rng);
      if (!this.used.has(p)) {
        this.used.add(p);
        return p;
      }
    }
  }

  makeAuthors(perCountry: number): AccountSeed[] {
    const all: AccountSeed[] = [];
    for (const country of SEED_COUNTRIES) {
      const corpus = CORPUS[country];
      const list: AccountSeed[] = [];
      for (let i = 0; i < perCountry; i++) {
        const anonymous = this.rng.chance(0.15);
        const ageDays = this.rng.chance(0.1) ? this.rng.int(3, 60) : this.rng.int(120, 1100);
        list.push({
          id: this.ids.accounts++,
          phone: this.freshPhone(country),
          firstName: anonymous ? null : this.rng.pick(corpus.firstNames),
          lastName: anonymous || this.rng.chance(0.4) ? null : this.rng.pick(corpus.lastNames),
          createdAt: new Date(this.opts.now.getTime() - ageDays * DAY),
        });
      }
      this.authors.set(country, list);
      all.push(...list);
    }
    return all;
  }

  /** The showcase numbers not yet present, with their fixed scenarios. */
  showcaseBatch(): NumbersBatch {
    const batch = emptyBatch();
    for (const s of SHOWCASE) {
      if (this.used.has(s.e164)) continue;
      this.used.add(s.e164);
      this.addNumber(batch, s.e164, s.country, s.scenario, s.comments, true);
    }
    return batch;
  }

  randomBatch(count: number): NumbersBatch {
    const batch = emptyBatch();
    for (let i = 0; i < count; i++) {
      const country = this.rng.pick(SEED_COUNTRIES);
      const comments = this.rng.skewed(this.opts.commentsPerNumber, 60);
      this.addNumber(batch, this.freshPhone(country), country, pickScenario(this.rng), comments, false);
    }
    return batch;
  }

  private addNumber(
    batch: NumbersBatch,
    e164: string,
    country: Country,
    scenario: Scenario,
    commentCount: number,
    showcase: boolean,
  ): void {
    const rng = this.rng;
    const corpus = CORPUS[country];
    const text: ScenarioText = corpus.scenarios[scenario];
    const authors = this.authors.get(country) ?? [];
    if (authors.length === 0) throw new Error('makeAuthors must run before numbers are generated');
    const numberId = this.ids.numbers++;
    const now = this.opts.now.getTime();
    const firstSeen = now - rng.int(showcase ? 60 : 1, 720) * DAY;
    const negativity = text.negativity;

    // Comments and their thread replies.
    let topLevel = 0;
    const roots: CommentSeed[] = [];
    // One comment per author and number: consecutive authors from a random start are distinct.
    const firstAuthor = rng.int(0, authors.length - 1);
    for (let i = 0; i < Math.min(commentCount, authors.length); i++) {
      const author = authors[(firstAuthor + i) % authors.length]!;
      // A review is written after its author joined.
      const from = Math.max(firstSeen, author.createdAt.getTime());
      // Most of what is said about a number is recent (people look numbers up when they call).
      const createdAt = new Date(from + (1 - rng.next() ** 2) * (now - from));
      const stance = rng.chance(negativity) ? -1 : rng.chance(0.75) ? 1 : 0;
      const agree = rng.int(0, 12);
      const root: CommentSeed = {
        id: this.ids.comments++,
        numberId,
        parentId: null,
        authorId: author.id,
        text: fill(rng.pick(text.comments), corpus, rng),
        createdAt,
        likes: agree,
        dislikes: rng.int(0, Math.max(1, Math.round(agree / 4))),
        commentUps: rng.chance(0.03) ? rng.int(1, 5) : 0,
        threadCount: 0,
        repliers: 0,
        isPinned: showcase && scenario === 'delivery' && i === 0,
        stance,
      };
      batch.comments.push(root);
      roots.push(root);
      topLevel++;
      const replies = showcase && i < 2 ? 6 + i : rng.chance(0.25) ? 1 + rng.skewed(1.5, 8) : 0;
      const repliers = new Set<number>();
      for (let r = 0; r < replies; r++) {
        const at = Math.min(now, createdAt.getTime() + rng.next() * 10 * DAY);
        const replier = rng.pick(authors).id;
        if (replier !== author.id) repliers.add(replier);
        batch.comments.push({
          id: this.ids.comments++,
          numberId,
          parentId: root.id,
          authorId: replier,
          text: fill(rng.pick(text.replies), corpus, rng),
          createdAt: new Date(at),
          likes: rng.int(0, 4),
          dislikes: rng.int(0, 1),
          commentUps: 0,
          threadCount: 0,
          repliers: 0,
          isPinned: false,
          stance: null,
        });
        root.threadCount++;
      }
      root.repliers = repliers.size;
    }

    // Names people saved the number under.
    const nameCount = commentCount === 0 ? rng.int(0, 1) : Math.min(text.names.length, 1 + rng.int(0, 4));
    const names: NameSeed[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < nameCount; i++) {
      const [first, last] = rng.pick(text.names);
      const hash = nameHash(first, last);
      if (seen.has(hash)) continue;
      seen.add(hash);
      names.push({
        numberId,
        firstName: first,
        lastName: last,
        nameHash: hash,
        count: 1 + rng.skewed(3 + commentCount, 200),
        likes: rng.int(0, 3),
        dislikes: rng.int(0, 2),
      });
    }
    names.sort((a, b) => b.count - a.count);
    batch.names.push(...names);

    // Tags: a few from each group of the scenario; each reviewer ticks some of them (the counts are their votes).
    const tagCounts = new Map<string, { group: TagGroup; code: string; count: number }>();
    const picked = TAG_GROUPS.flatMap((group) => {
      const options = text.tags[group];
      if (options.length === 0) return [];
      return [...new Set([rng.pick(options), ...(rng.chance(0.4) ? [rng.pick(options)] : [])])].map((code) => ({ group, code }));
    });
    for (const root of roots)
      for (const t of picked) {
        if (!rng.chance(root.stance === -1 || root.stance === 1 ? 0.5 : 0.2)) continue;
        batch.tagVotes.push({ numberId, accountId: root.authorId, group: t.group, code: t.code, createdAt: root.createdAt });
        const key = `${t.group}:${t.code}`;
        tagCounts.set(key, { ...t, count: (tagCounts.get(key)?.count ?? 0) + 1 });
      }
    // Many more people tick a tag than write a review: the next authors after the reviewers tick
    // one or two of the scenario's tags that say something (a warning or an endorsement). The
    // showcase numbers are the well-known ones: more people have tagged them.
    const telling = picked.filter((t) => tagPolarity(t.group, t.code) !== 'neutral');
    const silent =
      telling.length === 0
        ? 0
        : Math.min(
            authors.length - roots.length,
            showcase ? rng.int(2 * commentCount, 3 * commentCount) : rng.int(commentCount, 2 * commentCount),
          );
    for (let j = 0; j < silent; j++) {
      const voter = authors[(firstAuthor + roots.length + j) % authors.length]!;
      const from = Math.max(firstSeen, voter.createdAt.getTime());
      const at = new Date(from + (1 - rng.next() ** 2) * (now - from));
      for (const t of new Set([rng.pick(telling), rng.pick(telling)])) {
        batch.tagVotes.push({ numberId, accountId: voter.id, group: t.group, code: t.code, createdAt: at });
        const key = `${t.group}:${t.code}`;
        tagCounts.set(key, { ...t, count: (tagCounts.get(key)?.count ?? 0) + 1 });
      }
    }
    for (const t of tagCounts.values()) batch.tags.push({ numberId, ...t });

    // Some who warn also report the name the caller goes by.
    for (const root of roots)
      if (root.stance === -1 && names[0] && rng.chance(0.4))
        batch.reports.push({ numberId, accountId: root.authorId, e164, nameHash: names[0].nameHash, createdAt: root.createdAt });

    batch.numbers.push({
      id: numberId,
      e164,
      country,
      avgFirstName: names[0]?.firstName ?? null,
      avgLastName: names[0]?.lastName ?? null,
      commentsCount: topLevel,
      contactsCount: names.reduce((saves, n) => saves + n.count, 0),
      createdAt: new Date(firstSeen),
    });
  }
}
