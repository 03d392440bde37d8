import type { Comment, ThreadReply } from '@numscope/contract';

/**
 * The columns of a comment itself (`c`), without its author's name: what the profile card stores,
 * so that a renamed or deleted account never lingers in a card (the lookup joins current names).
 */
export const COMMENT_FIELDS = `
  c.id, c.parent_id, c.author_id, c.text,
  extract(epoch from c.created_at)::bigint as created, extract(epoch from c.updated_at)::bigint as updated,
  c.likes, c.dislikes, c.comment_ups, c.thread_count, c.is_pinned, c.hidden_by, c.in_review,
  extract(epoch from c.hidden_until)::bigint as hidden_until, c.stance, c.owner_answer,
  extract(epoch from c.owner_answer_at)::bigint as owner_answer_at`;

/** The columns every comment list selects (`c` joined to its author `a`), under the names `toComment` reads. */
// A deactivated or deleted author shows without name or avatar (docs/decisions/023).
const SHOWN = 'a.deactivated_at is null and a.deleted_at is null';
export const COMMENT_COLUMNS = `${COMMENT_FIELDS}, case when ${SHOWN} then a.first_name end as first_name,
  case when ${SHOWN} then a.last_name end as last_name, case when ${SHOWN} then a.avatar end as avatar, a.is_pro`;

/**
 * A top-level comment `c` by its author `a` (left-joined) in the answer's shape, as a visitor sees
 * it at the time `at` (an SQL expression): what `toComment` makes of a row, built by PostgreSQL for
 * the profile card (decision 037). Reviews under review never reach a card.
 */
export function commentJsonSql(at: string): string {
  const hidden = `(c.hidden_until is not null and c.hidden_until > ${at})`;
  return `json_build_object('id', c.id, 'profile_id', c.author_id, 'text', case when ${hidden} then '' else c.text end,
    'createdAtTimestamp', extract(epoch from c.created_at)::bigint, 'updatedAtTimestamp', extract(epoch from c.updated_at)::bigint,
    'firstName', case when ${SHOWN} then a.first_name end, 'lastName', case when ${SHOWN} then a.last_name end,
    'avatar', case when ${SHOWN} then a.avatar end, 'is_pro', coalesce(${SHOWN} and a.is_pro, false),
    'likes', c.likes, 'dislikes', c.dislikes, 'commentUps', c.comment_ups, 'hasLike', false, 'hasDislike', false, 'hasCommentUp', false,
    'hiddenBy', case when ${hidden} then c.hidden_by end,
    'endDateTimestamp', case when ${hidden} then extract(epoch from c.hidden_until)::bigint end,
    'thread_count', c.thread_count, 'isPinned', c.is_pinned,
    'stance', case c.stance when -1 then 'negative' when 0 then 'neutral' when 1 then 'positive' end,
    'ownerAnswer', case when c.owner_answer <> '' then json_build_object('text', c.owner_answer,
      'createdAtTimestamp', extract(epoch from c.owner_answer_at)::bigint) end)`;
}

/** A comment's author as shown beside it (current name and avatar). */
export interface Author {
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  /** The author has lifetime PRO: their reviews carry the PRO mark (docs/decisions/021). */
  is_pro?: boolean | null;
}

/** A comment as the profile card keeps it (no author name). */
export interface CardCommentRow {
  id: number;
  parent_id: number | null;
  author_id: number | null;
  text: string;
  created: number;
  updated: number;
  likes: number;
  dislikes: number;
  comment_ups: number;
  thread_count: number;
  is_pinned: boolean;
  hidden_by: string | null;
  hidden_until: number | null;
  /** Absent in cards built before decision 026; cards never hold comments under review. */
  in_review?: boolean;
  /** Absent in cards built before decision 030. */
  stance?: number | null;
  owner_answer?: string | null;
  owner_answer_at?: number | null;
}

export interface CommentRow extends CardCommentRow, Author {}

const STANCE = { [-1]: 'negative', 0: 'neutral', 1: 'positive' } as const;

/*
 * A hidden comment keeps its place but not its text until the hide ends. Each answer is one object
 * literal with its keys in one order (decision 032): spreading a shared part into it and a
 * conditional part into that made every comment a dictionary-mode copy, the largest cost of
 * building a lookup and slower for JSON.stringify. `underReview` is present only when true, in
 * the place it always had.
 */

/** `author`: when the row does not carry its author's name (a profile card's comment). */
export function toComment(r: CommentRow | CardCommentRow, nowSec: number, author: Author = r as CommentRow): Comment {
  const hidden = r.hidden_until !== null && r.hidden_until > nowSec;
  const stance = r.stance === null || r.stance === undefined ? null : STANCE[r.stance as -1 | 0 | 1];
  const ownerAnswer = r.owner_answer ? { text: r.owner_answer, createdAtTimestamp: Number(r.owner_answer_at) } : null;
  if (r.in_review)
    return {
      id: r.id,
      profile_id: r.author_id,
      text: hidden ? '' : r.text,
      createdAtTimestamp: r.created,
      updatedAtTimestamp: r.updated,
      firstName: author.first_name,
      lastName: author.last_name,
      avatar: author.avatar,
      is_pro: author.is_pro ?? false,
      likes: r.likes,
      dislikes: r.dislikes,
      commentUps: r.comment_ups,
      // Reactions of the viewer arrive with sign-in; a visitor has none.
      hasLike: false,
      hasDislike: false,
      hasCommentUp: false,
      hiddenBy: hidden ? r.hidden_by : null,
      endDateTimestamp: hidden ? r.hidden_until : null,
      underReview: true,
      thread_count: r.thread_count,
      isPinned: r.is_pinned,
      stance,
      ownerAnswer,
    };
  return {
    id: r.id,
    profile_id: r.author_id,
    text: hidden ? '' : r.text,
    createdAtTimestamp: r.created,
    updatedAtTimestamp: r.updated,
    firstName: author.first_name,
    lastName: author.last_name,
    avatar: author.avatar,
    is_pro: author.is_pro ?? false,
    likes: r.likes,
    dislikes: r.dislikes,
    commentUps: r.comment_ups,
    hasLike: false,
    hasDislike: false,
    hasCommentUp: false,
    hiddenBy: hidden ? r.hidden_by : null,
    endDateTimestamp: hidden ? r.hidden_until : null,
    thread_count: r.thread_count,
    isPinned: r.is_pinned,
    stance,
    ownerAnswer,
  };
}

export function toThreadReply(r: CommentRow, nowSec: number): ThreadReply {
  const hidden = r.hidden_until !== null && r.hidden_until > nowSec;
  const reply: ThreadReply = {
    id: r.id,
    profile_id: r.author_id,
    text: hidden ? '' : r.text,
    createdAtTimestamp: r.created,
    updatedAtTimestamp: r.updated,
    firstName: r.first_name,
    lastName: r.last_name,
    avatar: r.avatar,
    is_pro: r.is_pro ?? false,
    likes: r.likes,
    dislikes: r.dislikes,
    commentUps: r.comment_ups,
    hasLike: false,
    hasDislike: false,
    hasCommentUp: false,
    hiddenBy: hidden ? r.hidden_by : null,
    endDateTimestamp: hidden ? r.hidden_until : null,
    reply_to: r.parent_id ?? 0,
  };
  if (!r.in_review) return reply;
  const { reply_to, ...rest } = reply;
  return { ...rest, underReview: true, reply_to };
}
