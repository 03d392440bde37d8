import { tagPolarity, type TagGroup } from '@numscope/contract';
import type { Tone } from '../../../components/badge.js';

/** Colour of a tag chip: warnings red, endorsements green, as the trust index reads them. Visual only. */
export function tagTone(group: TagGroup, code: string): Tone {
  const polarity = tagPolarity(group, code);
  return polarity === 'warning' ? 'danger' : polarity === 'endorsement' ? 'success' : 'neutral';
}
