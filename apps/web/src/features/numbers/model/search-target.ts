import { LIMITS } from '@numscope/contract';

/** Where a search goes (spec §2): more than 1 digit → the number's page, otherwise not-found. */
export function searchTarget(digits: string): string {
  return digits.length >= LIMITS.searchMinDigits ? `/number/${digits}` : '/number/not-found';
}
