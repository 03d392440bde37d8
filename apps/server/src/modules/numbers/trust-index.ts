import { LIMITS, tagPolarity, type TagGroup } from '@numscope/contract';

/**
 * The one place that turns what people said about a number into its metrics. Rules (also in
 * docs/decisions/005-trust-index.md):
 * - Warnings: complaints (bans), dislikes of contact names and warning tags (contract tagPolarity).
 * - Endorsements: likes of contact names and endorsing tags.
 * - index = 10 · (endorsements + 1) / (endorsements + warnings + 2), one decimal: 5 with no
 *   signals, moving towards 0 or 10 as evidence grows (a Laplace-smoothed share).
 * - isUnwanted: index below 3.5 with at least 5 warnings; isManyCalls: 25 or more reports
 *   (comments plus complaints).
 */
export interface TrustInputs {
  bans: number;
  commentsCount: number;
  /** Tag counts keyed `group:code`. */
  tagCounts: ReadonlyMap<string, number>;
  nameLikes: number;
  nameDislikes: number;
}

export interface TrustMetrics {
  index: number;
  isUnwanted: boolean;
  isManyCalls: boolean;
}

export function computeTrust(inp: TrustInputs): TrustMetrics {
  let warnings = inp.bans + inp.nameDislikes;
  let endorsements = inp.nameLikes;
  for (const [tag, n] of inp.tagCounts) {
    const [group, code] = tag.split(':') as [TagGroup, string];
    const polarity = tagPolarity(group, code);
    if (polarity === 'warning') warnings += n;
    else if (polarity === 'endorsement') endorsements += n;
  }
  const raw = (10 * (endorsements + 1)) / (endorsements + warnings + 2);
  const index = warnings + endorsements === 0 ? LIMITS.defaultIndex : Math.round(raw * 10) / 10;
  return {
    index,
    isUnwanted: index < 3.5 && warnings >= 5,
    isManyCalls: inp.commentsCount + inp.bans >= 25,
  };
}
