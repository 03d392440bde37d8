import { LIMITS } from '@numscope/contract';
import { isApiError } from '../../../lib/api.js';
import { digitsOf } from '../../../lib/phone.js';
import { useNumberProfile } from '../api/use-number-profile.js';
import { ErrorPanel } from './error-panel.js';
import { NumberNotFound } from './number-not-found.js';
import { NumberProfile } from './number-profile.js';
import { ProfileSkeleton } from './profile-skeleton.js';
import './number.css';

/** Codes that mean "this is not a number we can look up": shown as the not-found state in place. */
const NOT_A_NUMBER = new Set(['PHONE_INVALID', 'VALIDATION_FAILED']);

/** The number screen's content: loading, not-found, error with retry, or the profile. */
export function NumberView({ phone, locale, signedIn }: { phone: string; locale: string; signedIn: boolean }) {
  const digits = digitsOf(phone);
  const query = useNumberProfile(digits, locale);

  if (digits.length < LIMITS.searchMinDigits) return <NumberNotFound />;
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.httpStatus === 400 && NOT_A_NUMBER.has(query.error.code)) return <NumberNotFound />;
    return <ErrorPanel error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <NumberProfile data={query.data} locale={locale} updatedAt={query.dataUpdatedAt} signedIn={signedIn} />;
}
