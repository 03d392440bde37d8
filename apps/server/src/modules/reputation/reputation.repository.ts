import { REPUTATION, type Reputation } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import type { BurstReason, Signal, Voter, VoiceRow } from './scoring.js';

const s = (name: string, text: string): Statement => ({ name, text });
const ms = (col: string) => `(extract(epoch from ${col}) * 1000)::float8`;

/** A review's stance counts unless a moderator removed the review; reactions to it carry its stance. */
const REVIEW = `c.parent_id is null and c.deleted_at is null and not c.in_review and c.hidden_by is distinct from 'moderator'`;
const REVIEW_ROW = `json_build_object('id', r.id, 'status', r.status, 'reason', r.reason,
    'requestedAtTimestamp', extract(epoch from r.created_at)::bigint, 'reviewDeadlineTimestamp', extract(epoch from r.review_deadline)::bigint,
    'decidedAtTimestamp', extract(epoch from r.decided_at)::bigint, 'decisionNote', r.decision_note)`;

/**
 * A reputation is settled (decision 030) with enough weight on both sides together and an index
 * outside the middle: what track records are judged against, from `numbers.settled_at` on.
 */
const SETTLED = (index: string, rep: string) => {
  const S = REPUTATION.settled;
  return `(${rep} is not null and (${index} <= ${S.lowIndex} or ${index} >= ${S.highIndex})
    and (${rep}->>'warnings')::real + (${rep}->>'endorsements')::real >= ${S.minWeight})`;
};

const SQL = {
  /** Every signal on these numbers, one row each (decision 030). */
  signals: s(
    'rep_signals',
    `select c.number_id as n, c.author_id as a, 'review' as k, coalesce(c.stance, 0)::int as v, 0 as sg, null as tag, c.id as cid, ${ms('c.updated_at')} as at
      from comments c where c.number_id = any($1::bigint[]) and c.author_id is not null and ${REVIEW}
    union all
    select tv.number_id, tv.account_id, 'tag', 0, 0, t.grp || ':' || t.code, null, ${ms('tv.created_at')}
      from tag_votes tv join tags t on t.id = tv.tag_id where tv.number_id = any($1::bigint[])
    union all
    select cr.number_id, cr.account_id, 'name', 0, case when cr.kind = 'LIKE' then 1 else -1 end, null, null, ${ms('cr.created_at')}
      from contact_reactions cr where cr.number_id = any($1::bigint[])
    union all
    select r.number_id, r.account_id, 'report', 0, 0, null, null, ${ms('r.created_at')}
      from reports r where r.number_id = any($1::bigint[]) and r.kind in ('contact', 'profile_contact')
    union all
    select c.number_id, x.account_id, 'reaction', coalesce(c.stance, 0)::int, case when x.kind = 'LIKE' then 1 else -1 end, null, c.id, ${ms('x.created_at')}
      from comment_reactions x join comments c on c.id = x.comment_id where c.number_id = any($1::bigint[]) and ${REVIEW}`,
  ),
  voters: s(
    'rep_voters',
    `select a.id, ${ms('a.created_at')} as created, a.signup_network as network, a.signup_channel as channel,
      coalesce(st.agreed, 0) as agreed, coalesce(st.contradicted, 0) as contradicted
    from accounts a left join reputation_standing st on st.account_id = a.id where a.id = any($1::bigint[])`,
  ),
  holds: s(
    'rep_holds',
    `select ha.number_id as n, ha.account_id as a, h.id, h.status from reputation_hold_accounts ha join reputation_holds h on h.id = ha.hold_id
    where ha.number_id = any($1::bigint[])`,
  ),
  numbers: s(
    'rep_numbers',
    `select n.id, ${ms('n.reputation_reset_at')} as reset_at, (select a.id from accounts a where a.phone = n.e164) as owner,
      (select h.id from reputation_holds h where h.number_id = n.id and h.status = 'pending') as pending_hold,
      (select ${REVIEW_ROW} from reputation_reviews r where r.number_id = n.id order by r.created_at desc, r.id desc limit 1) as review
    from numbers n where n.id = any($1::bigint[]) for update of n`,
  ),
  saveScores: s(
    'rep_save_scores',
    `update numbers n set trust_index = u.idx, is_unwanted = u.unwanted, bans = u.bans, reputation = u.rep,
      rescore_at = case when u.voices then $2::timestamptz else null end,
      settled_at = case when ${SETTLED('u.idx', 'u.rep')} then coalesce(n.settled_at, $3::timestamptz) end
    from jsonb_to_recordset($1::jsonb) as u(id bigint, idx real, unwanted boolean, bans int, rep jsonb, voices boolean)
    where n.id = u.id`,
  ),
  dropVoices: s('rep_drop_voices', 'delete from reputation_voices where number_id = any($1::bigint[])'),
  putVoices: s(
    'rep_put_voices',
    `insert into reputation_voices (number_id, account_id, voice, weight, at, held)
    select u.n, u.a, u.v, u.w, to_timestamp(u.at / 1000.0), u.held from jsonb_to_recordset($1::jsonb) as u(n bigint, a bigint, v real, w real, at float8, held text)`,
  ),
  reactionScores: s(
    'rep_reaction_scores',
    `update comments c set reaction_score = u.score
    from (select c2.id, c2.likes - c2.dislikes + coalesce(x.adj, 0) as score from comments c2
          left join jsonb_to_recordset($2::jsonb) as x(id bigint, adj real) on x.id = c2.id
          where c2.number_id = any($1::bigint[]) and c2.parent_id is null) u
    where c.id = u.id and c.reaction_score is distinct from u.score`,
  ),
  newHold: s(
    'rep_new_hold',
    `insert into reputation_holds (number_id, reasons, created_at) values ($1, $2::text[], $3)
    on conflict (number_id) where status = 'pending' do update set reasons = array(select distinct unnest(reputation_holds.reasons || excluded.reasons))
    returning id`,
  ),
  holdAccounts: s(
    'rep_hold_accounts',
    `insert into reputation_hold_accounts (hold_id, number_id, account_id) select $1, $2, unnest($3::bigint[]) on conflict do nothing`,
  ),
  due: s('rep_due', `select id from numbers where rescore_at <= $1 order by rescore_at limit $2`),
};

interface SignalRow {
  n: number;
  a: number;
  k: Signal['kind'];
  v: number;
  sg: number;
  tag: string | null;
  cid: number | null;
  at: number;
}

function toSignal(r: SignalRow): Signal {
  const base = { accountId: Number(r.a), at: Number(r.at) };
  switch (r.k) {
    case 'review':
      return { ...base, kind: 'review', stance: r.v, commentId: Number(r.cid) };
    case 'tag':
      return { ...base, kind: 'tag', tag: r.tag! };
    case 'name':
      return { ...base, kind: 'name', sign: r.sg };
    case 'report':
      return { ...base, kind: 'report' };
    case 'reaction':
      return { ...base, kind: 'reaction', sign: r.sg, stance: r.v, commentId: Number(r.cid) };
  }
}

export interface NumberInputs {
  id: number;
  resetAt: number | null;
  pendingHold: number | null;
  ownerReview: Reputation['ownerReview'];
  signals: Signal[];
  voters: Map<number, Voter>;
}

export interface SavedScore {
  id: number;
  index: number;
  unwanted: boolean;
  bans: number;
  reputation: Reputation;
  voices: VoiceRow[];
  reactionAdjustments: Map<number, number>;
}

/** The SQL of scoring: read every signal of some numbers, write back their scores, voices and holds. */
export function createReputationRepository(db: Querier) {
  return {
    /** Locks the numbers' rows (one scorer at a time per number) and reads everything that counts. */
    async inputs(ids: number[], q: Querier = db): Promise<NumberInputs[]> {
      const nums = await q.query<{
        id: number;
        reset_at: number | null;
        owner: number | null;
        pending_hold: number | null;
        review: Reputation['ownerReview'];
      }>(SQL.numbers, [ids]);
      const [signals, holds] = await Promise.all([
        q.query<SignalRow>(SQL.signals, [ids]),
        q.query<{ n: number; a: number; id: number; status: string }>(SQL.holds, [ids]),
      ]);
      const accountIds = [...new Set(signals.map((r) => Number(r.a)))];
      const voterRows = accountIds.length
        ? await q.query<{
            id: number;
            created: number;
            network: string | null;
            channel: string | null;
            agreed: number;
            contradicted: number;
          }>(SQL.voters, [accountIds])
        : [];
      return nums.map((n) => {
        const id = Number(n.id);
        const holdOf = new Map(
          holds
            .filter((h) => Number(h.n) === id)
            .map((h) => [Number(h.a), { id: Number(h.id), status: h.status as 'pending' | 'released' | 'discarded' }]),
        );
        // The owner's own signals do not count: they speak through answers and review requests.
        const owner = n.owner === null ? null : Number(n.owner);
        const mine = signals.filter((r) => Number(r.n) === id && Number(r.a) !== owner);
        const present = new Set(mine.map((r) => Number(r.a)));
        const voters = new Map(
          voterRows
            .filter((v) => present.has(Number(v.id)))
            .map((v) => [
              Number(v.id),
              {
                accountId: Number(v.id),
                createdAt: Number(v.created),
                network: v.network,
                channel: v.channel,
                agreed: v.agreed,
                contradicted: v.contradicted,
                hold: holdOf.get(Number(v.id)) ?? null,
              },
            ]),
        );
        return {
          id,
          resetAt: n.reset_at === null ? null : Number(n.reset_at),
          pendingHold: n.pending_hold === null ? null : Number(n.pending_hold),
          ownerReview: n.review,
          signals: mine.map(toSignal),
          voters,
        };
      });
    },

    async save(scores: SavedScore[], o: { rescoreAt: Date; now: Date }, q: Querier = db): Promise<void> {
      if (scores.length === 0) return;
      const ids = scores.map((x) => x.id);
      await q.query(SQL.saveScores, [
        JSON.stringify(
          scores.map((x) => ({
            id: x.id,
            idx: x.index,
            unwanted: x.unwanted,
            bans: x.bans,
            rep: x.reputation,
            voices: x.voices.length > 0,
          })),
        ),
        o.rescoreAt,
        o.now,
      ]);
      await q.query(SQL.dropVoices, [ids]);
      const voices = scores.flatMap((x) =>
        x.voices.map((v) => ({ n: x.id, a: v.accountId, v: v.voice, w: v.weight, at: v.at, held: v.held })),
      );
      if (voices.length) await q.query(SQL.putVoices, [JSON.stringify(voices)]);
      const reactions = scores.flatMap((x) => [...x.reactionAdjustments].map(([id, adj]) => ({ id, adj })));
      await q.query(SQL.reactionScores, [ids, JSON.stringify(reactions)]);
    },

    async hold(numberId: number, accountIds: number[], reasons: BurstReason[], at: Date, q: Querier = db): Promise<number> {
      const { id } = (await queryOne<{ id: number }>(q, SQL.newHold, [numberId, reasons, at]))!;
      await q.query(SQL.holdAccounts, [id, numberId, accountIds]);
      return Number(id);
    },

    /** Numbers whose scores decay has moved since they were last scored. */
    async due(now: Date, limit: number, q: Querier = db): Promise<number[]> {
      return (await q.query<{ id: number }>(SQL.due, [now, limit])).map((r) => Number(r.id));
    },
  };
}

export type ReputationRepository = ReturnType<typeof createReputationRepository>;
