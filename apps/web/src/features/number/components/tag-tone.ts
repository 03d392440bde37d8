import type { TagGroup } from '@numscope/contract';
import type { Tone } from '../../../components/badge.js';

/**
 * Colour of a tag chip: tags that warn about a caller are red, those that vouch for one green, as
 * the trust index reads them (docs/decisions/005-trust-index.md). Visual only.
 */
const WARN: Partial<Record<TagGroup, readonly string[]>> = {
  callerType: ['collector', 'telemarketer', 'scammer', 'robot'],
  callReasons: ['sales_offer', 'debt_collection', 'fraud_attempt', 'silent_call'],
  emotags: ['annoying', 'aggressive', 'suspicious', 'persistent'],
};
const GOOD: Partial<Record<TagGroup, readonly string[]>> = {
  callerType: ['person', 'delivery', 'government'],
  callReasons: ['delivery_notice', 'appointment', 'verification_code'],
  emotags: ['polite', 'helpful'],
};

export function tagTone(group: TagGroup, code: string): Tone {
  if (WARN[group]?.includes(code)) return 'danger';
  if (GOOD[group]?.includes(code)) return 'success';
  return 'neutral';
}
