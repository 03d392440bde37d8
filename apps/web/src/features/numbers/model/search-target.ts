import { LIMITS } from '@numscope/contract';

/** Where a search goes (spec §2): more than 1 digit → the number's page, otherwise not-found. */
export function searchTarget(digits: string): string {
  return digits.length >= LIMITS.searchMinDigits ? `/number/${digits}` : '/number/not-found';
}

/** Example numbers shown on the search screen. */
export const EXAMPLE_NUMBERS = [
  '+79161234567',
  '+14155552671',
  '+447712345678',
  '+4915112345678',
  '+919812345678',
  '+5511987654321',
  '+905321234567',
  '+971501234567',
] as const;
