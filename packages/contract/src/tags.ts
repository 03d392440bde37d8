import type { TagGroup } from './constants.js';

/**
 * The tag catalogue: codes per group (spec §3 tagsTop). Labels come from i18n keys
 * `tag_<group>_<code>`. Subcategories name the category they refine.
 */
export const TAG_CATALOG: Record<TagGroup, readonly string[]> = {
  callerType: ['person', 'company', 'bank', 'collector', 'telemarketer', 'scammer', 'delivery', 'government', 'robot', 'survey'],
  categories: ['finance', 'retail', 'telecom', 'medicine', 'transport', 'realestate', 'education', 'services', 'government', 'other'],
  subcategories: [
    'banking',
    'loans',
    'insurance',
    'investments',
    'ecommerce',
    'mobile_operator',
    'internet_provider',
    'clinic',
    'taxi',
    'courier',
    'realty_agency',
    'courses',
    'repair',
    'beauty',
  ],
  callReasons: [
    'sales_offer',
    'debt_collection',
    'survey',
    'fraud_attempt',
    'delivery_notice',
    'appointment',
    'wrong_number',
    'silent_call',
    'recruitment',
    'verification_code',
  ],
  emotags: ['annoying', 'polite', 'aggressive', 'helpful', 'suspicious', 'persistent'],
};

export const SUBCATEGORY_PARENT: Record<string, string> = {
  banking: 'finance',
  loans: 'finance',
  insurance: 'finance',
  investments: 'finance',
  ecommerce: 'retail',
  mobile_operator: 'telecom',
  internet_provider: 'telecom',
  clinic: 'medicine',
  taxi: 'transport',
  courier: 'transport',
  realty_agency: 'realestate',
  courses: 'education',
  repair: 'services',
  beauty: 'services',
};

/** The i18n key of a tag's label. */
export function tagLabelKey(group: TagGroup, code: string): string {
  return `tag_${group}_${code}`;
}

/**
 * How a tag reads about a caller: a warning (an unwanted call), an endorsement (a wanted one) or
 * neutral. The trust index (server) and the chip colours (web) both read it from here; the rules
 * are in docs/decisions/030-reputation.md. A verification-code call is neutral: banks and
 * fraudsters make them alike.
 */
export type TagPolarity = 'warning' | 'endorsement' | 'neutral';

const WARNINGS: Partial<Record<TagGroup, readonly string[]>> = {
  callerType: ['collector', 'telemarketer', 'scammer', 'robot'],
  callReasons: ['sales_offer', 'debt_collection', 'fraud_attempt', 'silent_call'],
  emotags: ['annoying', 'aggressive', 'suspicious', 'persistent'],
};
const ENDORSEMENTS: Partial<Record<TagGroup, readonly string[]>> = {
  callerType: ['person', 'delivery', 'government'],
  callReasons: ['delivery_notice', 'appointment'],
  emotags: ['polite', 'helpful'],
};

export function tagPolarity(group: TagGroup, code: string): TagPolarity {
  if (WARNINGS[group]?.includes(code)) return 'warning';
  if (ENDORSEMENTS[group]?.includes(code)) return 'endorsement';
  return 'neutral';
}
