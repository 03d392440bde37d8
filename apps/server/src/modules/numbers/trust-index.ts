import { LIMITS } from '@numscope/contract';

/**
 * The one place that turns what people said about a number into its metrics. Rules (also in
 * docs/decisions/005-trust-index.md):
 * - Warnings: complaints (bans) and tags that describe an unwanted call (NEGATIVE_TAGS).
 * - Endorsements: tags that describe a wanted call (POSITIVE_TAGS) and likes on contact names.
 * - index = 10 · (endorsements + 1) / (endorsements + warnings + 2), one decimal: 5 with no
 *   signals, moving towards 0 or 10 as evidence grows (a Laplace-smoothed share).
 * - isUnwanted: index below 3.5 with at least 5 warnings; isManyCalls: 25 or more reports
 *   (comments plus complaints).
 */
export const NEGATIVE_TAGS = new Set([
  'callerType:collector', 'callerType:telemarketer', 'callerType:scammer', 'callerType:robot',
  'callReasons:sales_offer', 'callReasons:debt_collection', 'callReasons:fraud_attempt', 'callReasons:silent_call',
  'emotags:annoying', 'emotags:aggressive', 'emotags:suspicious', 'emotags:persistent',
]);
export const POSITIVE_TAGS = new Set([
  'callerType:person', 'callerType:delivery', 'callerType:government',
  'callReasons:delivery_notice', 'callReasons:appointment',
  'emotags:polite', 'emotags:helpful',
]);

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
    if (NEGATIVE_TAGS.has(tag)) warnings += n;
    else if (POSITIVE_TAGS.has(tag)) endorsements += n;
  }
  const raw = (10 * (endorsements + 1)) / (endorsements + warnings + 2);
  const index = warnings + endorsements === 0 ? LIMITS.defaultIndex : Math.round(raw * 10) / 10;
  return {
    index,
    isUnwanted: index < 3.5 && warnings >= 5,
    isManyCalls: inp.commentsCount + inp.bans >= 25,
  };
}
