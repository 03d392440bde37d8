import { LIMITS, type ProfileState } from '@numscope/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WriteDialogs } from '../../components/write-dialogs.js';
import { NumberNotFound, ErrorPanel, ProfileSkeleton, useNumberProfile, usePaidLookup } from '../../features/numbers/index.js';
import { isApiError } from '../../lib/api.js';
import { errorKey, errorName, errorStatusCode } from '../../lib/api-errors.js';
import { numberKeys } from '../../lib/number-cache.js';
import { NumberViewerContext, type NumberViewer } from '../../lib/number-viewer.js';
import { digitsOf } from '../../lib/phone.js';
import { useSession } from '../../lib/session.js';
import { useWriteDialogs } from '../../lib/write-dialogs.js';
import { NumberProfile } from './number-profile.js';

/** Codes that mean "this is not a number we can look up": shown as the not-found state in place. */
const NOT_A_NUMBER = new Set(['PHONE_INVALID', 'VALIDATION_FAILED']);

/** The number segment of a number page's path (`/number/{phone}`, under a language prefix or not; not `/number/my`). */
const NUMBER_PATH = /(\/number\/)(?!my$)[^/]+$/;

/**
 * A number typed in a national or dialled form (8 916 …, 0049 …, +44 (0) …) moves to its page under
 * the international digits the lookup read, without a second lookup: the page then knows it as the
 * signed-in user's own number, and history, links and the cache name one page per number.
 */
function useCanonicalAddress(digits: string, locale: string, data: ProfileState | undefined) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const canonical = data ? digitsOf(data.targetPhoneNumber) : digits;
  useEffect(() => {
    if (!data || canonical === digits || !NUMBER_PATH.test(pathname)) return;
    qc.setQueryData(numberKeys.profile(canonical, locale, false), data);
    void navigate({ pathname: pathname.replace(NUMBER_PATH, `$1${canonical}`), search, hash }, { replace: true });
  }, [qc, navigate, data, canonical, digits, locale, pathname, search, hash]);
}

/** The number screen's content: loading, not-found, error with retry, or the profile. */
export function NumberView({ phone, locale, signedIn }: { phone: string; locale: string; signedIn: boolean }) {
  const digits = digitsOf(phone);
  // A paid search applies to the number it was asked for only.
  const [paidFor, setPaidFor] = useState<string | null>(null);
  const paid = paidFor === digits;
  const free = useNumberProfile(digits, locale, false);
  useCanonicalAddress(digits, locale, free.data);
  const paidQuery = useNumberProfile(digits, locale, paid);
  const query = paid && paidQuery.data ? paidQuery : free;
  const pay = usePaidLookup(digits, locale, {
    onSuccess: () => setPaidFor(digits),
    onError: (e) => {
      if (errorName(e) === 'NOT_ENOUGH_BALANCE') useWriteDialogs.getState().openNotEnough(LIMITS.paidSearchPrice);
      else useWriteDialogs.getState().openError({ textKey: 'paid_title', code: errorStatusCode(e), reasonKey: errorKey(e) });
    },
  });
  const profileId = useSession((s) => s.profileId);
  const ownPhone = useSession((s) => s.phoneNumber);
  const viewer = useMemo<NumberViewer>(
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
    <NumberViewerContext.Provider value={viewer}>
      <NumberProfile
        data={query.data}
        locale={locale}
        updatedAt={query.dataUpdatedAt}
        signedIn={signedIn}
        paying={pay.isPending}
        onPaidSearch={() => pay.mutate()}
      />
      <WriteDialogs locale={locale} />
    </NumberViewerContext.Provider>
  );
}
