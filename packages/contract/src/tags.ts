import type { TagGroup } from './constants.js';

/**
 * The tag catalogue: codes per group (spec §3 tagsTop). Labels come from i18n keys
 * `tag_<group>_<code>`. Subcategories name the category they refine.
 */
export const TAG_CATALOG: Record<TagGroup, readonly string[]> = {
  callerType: ['person', 'company', 'bank', 'collector', 'telemarketer', 'scammer', 'delivery', 'government', 'robot', 'survey'],
  categories: ['finance', 'retail', 'telecom', 'medicine', 'transport', 'realestate', 'education', 'services', 'government', 'other'],
  subcategories: ['banking', 'loans', 'insurance', 'investments', 'ecommerce', 'mobile_operator', 'internet_provider', 'clinic', 'taxi', 'courier', 'realty_agency', 'courses', 'repair', 'beauty'],
  callReasons: ['sales_offer', 'debt_collection', 'survey', 'fraud_attempt', 'delivery_notice', 'appointment', 'wrong_number', 'silent_call', 'recruitment', 'verification_code'],
  emotags: ['annoying', 'polite', 'aggressive', 'helpful', 'suspicious', 'persistent'],
};

export const SUBCATEGORY_PARENT: Record<string, string> = {
  banking: 'finance', loans: 'finance', insurance: 'finance', investments: 'finance',
  ecommerce: 'retail', mobile_operator: 'telecom', internet_provider: 'telecom',
  clinic: 'medicine', taxi: 'transport', courier: 'transport', realty_agency: 'realestate',
  courses: 'education', repair: 'services', beauty: 'services',
};

/** The i18n key of a tag's label. */
export function tagLabelKey(group: TagGroup, code: string): string {
  return `tag_${group}_${code}`;
}
