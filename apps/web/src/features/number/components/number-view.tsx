import { LIMITS } from '@numscope/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api.js';
import { digitsOf } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { CommunityContext, CommunityDialogs, errorKey, errorName, errorStatusCode, useCommunityStore, type CommunityContextValue } from '../../community/index.js';
import { numberKeys } from '../api/keys.js';
import { fetchNumberProfile, useNumberProfile } from '../api/use-number-profile.js';
import { ErrorPanel } from './error-panel.js';
import { NumberNotFound } from './number-not-found.js';
import { NumberProfile } from './number-profile.js';
import { ProfileSkeleton } from './profile-skeleton.js';
import './number.css';
import '../../community/components/community.css';

/** Codes that mean "this is not a number we can look up": shown as the not-found state in place. */
const NOT_A_NUMBER = new Set(['PHONE_INVALID', 'VALIDATION_FAILED']);

/** The number screen's content: loading, not-found, error with retry, or the profile. */
export function NumberView({ phone, locale, signedIn }: { phone: string; locale: string; signedIn: boolean }) {
  const digits = digitsOf(phone);
  // A paid search applies to the number it was asked for only.
  const [paidFor, setPaidFor] = useState<string | null>(null);
  const paid = paidFor === digits;
  const free = useNumberProfile(digits, locale, false);
  const paidQuery = useNumberProfile(digits, locale, paid);
  const query = paid && paidQuery.data ? paidQuery : free;
  const qc = useQueryClient();
  // The paid search (paidSearch=1): its answer is cached as the paid lookup, then shown.
  const pay = useMutation({
    mutationFn: () => fetchNumberProfile(qc, digits, locale, true),
    onSuccess: (data) => {
      qc.setQueryData(numberKeys.profile(digits, locale, true), data);
      setPaidFor(digits);
    },
    onError: (e) => {
      if (errorName(e) === 'NOT_ENOUGH_BALANCE') useCommunityStore.getState().openNotEnough(LIMITS.paidSearchPrice);
      else useCommunityStore.getState().openError({ textKey: 'paid_title', code: errorStatusCode(e), reasonKey: errorKey(e) });
    },
  });
  const profileId = useSession((s) => s.profileId);
  const ownPhone = useSession((s) => s.phoneNumber);
  const ctx = useMemo<CommunityContextValue>(
    () => ({ phone: digits, locale, signedIn, profileId, ownNumber: signedIn && !!ownPhone && digitsOf(ownPhone) === digits }),
    [digits, locale, signedIn, profileId, ownPhone],
  );

  if (digits.length < LIMITS.searchMinDigits) return <NumberNotFound />;
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.httpStatus === 400 && NOT_A_NUMBER.has(query.error.code)) return <NumberNotFound />;
    return <ErrorPanel error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return (
    <CommunityContext.Provider value={ctx}>
      <NumberProfile
        data={query.data}
        locale={locale}
        updatedAt={query.dataUpdatedAt}
        signedIn={signedIn}
        paying={pay.isPending}
        onPaidSearch={() => pay.mutate()}
      />
      <CommunityDialogs locale={locale} />
    </CommunityContext.Provider>
  );
}
