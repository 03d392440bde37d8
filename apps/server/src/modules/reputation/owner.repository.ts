import { REPUTATION } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';

const s = (name: string, text: string): Statement => ({ name, text });
const REVIEW_COLUMNS = `id, status, reason, extract(epoch from created_at)::bigint as requested, extract(epoch from review_deadline)::bigint as deadline,
  extract(epoch from decided_at)::bigint as decided, decision_note`;
const S = REPUTATION.settled;

const SQL = {
  phoneOf: s('rep_phone_of', 'select phone from accounts where id = $1'),
  review: s(
    'rep_review',
    `select c.id, c.number_id, n.e164 as owner_phone, c.owner_answer is not null as answered
    from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and c.parent_id is null and c.deleted_at is null and not c.in_review for update of c`,
  ),
  answer: s('rep_answer', 'update comments set owner_answer = $2, owner_answer_at = $3 where id = $1'),
  request: s(
    'rep_request',
    `insert into reputation_reviews (number_id, account_id, reason, review_deadline, created_at) values ($1, $2, $3, $4, $5)
    on conflict (number_id) where status = 'pending' do nothing returning ${REVIEW_COLUMNS}`,
  ),
  bursts: s(
    'rep_bursts',
    `select h.id, n.e164 as phone, h.reasons, extract(epoch from h.created_at)::bigint as created,
      (select count(*) from reputation_hold_accounts ha where ha.hold_id = h.id)::int as accounts,
      (select case when bool_and(v.voice < 0) then 'warning' when bool_and(v.voice >= 0) then 'endorsement' else 'mixed' end
         from reputation_hold_accounts ha join reputation_voices v on v.number_id = ha.number_id and v.account_id = ha.account_id
         where ha.hold_id = h.id) as stance
    from reputation_holds h join numbers n on n.id = h.number_id where h.status = 'pending' order by h.created_at, h.id limit 100`,
  ),
  decideBurst: s(
    'rep_decide_burst',
    `update reputation_holds set status = $2, moderator_id = $3, decided_at = $4 where id = $1 and status = 'pending' returning number_id`,
  ),
  reviewQueue: s(
    'rep_review_queue',
    `select r.id, r.status, r.reason, extract(epoch from r.created_at)::bigint as requested, extract(epoch from r.review_deadline)::bigint as deadline,
      extract(epoch from r.decided_at)::bigint as decided, r.decision_note, n.e164, n.trust_index
    from reputation_reviews r join numbers n on n.id = r.number_id where r.status = 'pending' order by r.review_deadline, r.id limit 100`,
  ),
  decideReview: s(
    'rep_decide_review',
    `with d as (update reputation_reviews set status = $2, decision_note = $3, moderator_id = $4, decided_at = $5
        where id = $1 and status = 'pending' returning number_id)
    update numbers n set reputation_reset_at = case when $2 = 'upheld' then $5::timestamptz else n.reputation_reset_at end
    from d where n.id = d.number_id returning n.id`,
  ),
  /**
   * Track records from settled outcomes: a voice given after a reputation settled that agrees or
   * disagrees with it (not one given before: accounts that settle a number between them cannot make
   * its earlier voices contradictions, decision 052),
   * a complaint upheld or rejected, a review removed after a complaint, a place in a discarded burst
   * (counted twice). Complaints count once per comment: many complainants of one removed review
   * make one contradiction for its author, not one each. Numbers where a changed record votes are scored again.
   */
  standing: s(
    'rep_standing',
    `with settled as (select id, trust_index <= ${S.lowIndex} as low, settled_at from numbers where settled_at is not null),
    records as (
      select v.account_id as a, count(*) filter (where (v.voice < 0) = s.low) as agreed, count(*) filter (where (v.voice < 0) <> s.low) as contradicted
        from reputation_voices v join settled s on s.id = v.number_id and v.at > s.settled_at
        where v.held is null and abs(v.voice) >= 0.1 group by v.account_id
      union all
      select complainant_id, count(distinct comment_id) filter (where status = 'upheld'), count(distinct comment_id) filter (where status = 'rejected')
        from complaints where kind = 'complaint' and status <> 'pending' and complainant_id is not null group by complainant_id
      union all
      select c.author_id, 0, count(distinct c.id) from complaints k join comments c on c.id = k.comment_id
        where k.kind = 'complaint' and k.status = 'upheld' and c.author_id is not null group by c.author_id
      union all
      select ha.account_id, 0, 2 * count(*) from reputation_hold_accounts ha join reputation_holds h on h.id = ha.hold_id
        where h.status = 'discarded' group by ha.account_id),
    totals as (
      select a, sum(agreed)::int as agreed, sum(contradicted)::int as contradicted from records group by a
      union all
      select account_id, 0, 0 from reputation_standing where account_id not in (select a from records)),
    changed as (
      insert into reputation_standing (account_id, agreed, contradicted, updated_at) select a, agreed, contradicted, $1 from totals
      on conflict (account_id) do update set agreed = excluded.agreed, contradicted = excluded.contradicted, updated_at = excluded.updated_at
        where reputation_standing.agreed <> excluded.agreed or reputation_standing.contradicted <> excluded.contradicted
      returning account_id)
    update numbers set rescore_at = $1 where id in (select v.number_id from reputation_voices v join changed c on c.account_id = v.account_id)`,
  ),
};

export interface ReviewRow {
  id: number;
  status: 'pending' | 'upheld' | 'rejected';
  reason: string;
  requested: number;
  deadline: number;
  decided: number | null;
  decision_note: string | null;
}

/** SQL of the owner's voice, the moderators' burst and review queues, and track records. */
export function createOwnerRepository(db: Querier) {
  return {
    async phoneOf(accountId: number, q: Querier = db): Promise<string | null> {
      return (await queryOne<{ phone: string }>(q, SQL.phoneOf, [accountId]))?.phone ?? null;
    },
    review(commentId: number, q: Querier = db) {
      return queryOne<{ id: number; number_id: number; owner_phone: string; answered: boolean }>(q, SQL.review, [commentId]);
    },
    async answer(commentId: number, text: string, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.answer, [commentId, text, at]);
    },
    /** The new request, or null when one is already pending. */
    request(v: { numberId: number; accountId: number; reason: string; deadline: Date; at: Date }, q: Querier = db) {
      return queryOne<ReviewRow>(q, SQL.request, [v.numberId, v.accountId, v.reason, v.deadline, v.at]);
    },
    async bursts(q: Querier = db) {
      const rows = await q.query<{
        id: number;
        phone: string;
        reasons: ('new' | 'same_network' | 'created_together')[];
        created: number;
        accounts: number;
        stance: 'warning' | 'endorsement' | 'mixed' | null;
      }>(SQL.bursts, []);
      return rows.map((r) => ({
        id: Number(r.id),
        phone: r.phone,
        accounts: r.accounts,
        reasons: r.reasons,
        stance: r.stance ?? 'mixed',
        createdAtTimestamp: Number(r.created),
      }));
    },
    async decideBurst(
      id: number,
      status: 'released' | 'discarded',
      moderatorId: number,
      at: Date,
      q: Querier = db,
    ): Promise<number | null> {
      const row = await queryOne<{ number_id: number }>(q, SQL.decideBurst, [id, status, moderatorId, at]);
      return row ? Number(row.number_id) : null;
    },
    reviewQueue(q: Querier = db) {
      return q.query<ReviewRow & { e164: string; trust_index: number }>(SQL.reviewQueue, []);
    },
    async decideReview(
      v: { reviewId: number; decision: 'upheld' | 'rejected'; note: string | null; moderatorId: number; at: Date },
      q: Querier = db,
    ): Promise<number | null> {
      const row = await queryOne<{ id: number }>(q, SQL.decideReview, [v.reviewId, v.decision, v.note, v.moderatorId, v.at]);
      return row ? Number(row.id) : null;
    },
    async updateStanding(at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.standing, [at]);
    },
  };
}
