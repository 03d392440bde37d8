import { Navigate, useParams } from 'react-router';
import { useMe } from '../../features/account/index.js';
import { ErrorPanel, MyReviews, NumberNotFound, ProfileSkeleton } from '../../features/numbers/index.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { SpyViewsLink } from '../../features/subscriptions/index.js';
import { digitsOf } from '../../lib/phone.js';
import { useIsSignedIn, useSession } from '../../lib/session.js';
import { loadSignedInParts } from './number-profile.js';
import { NumberView } from './number-view.js';
import { PageSearchBox } from './page-search-box.js';
import { lazyPart } from '../../components/lazy-part.js';

/** Requests to get in touch, from the signed-in parts' chunk (number-signed-in.tsx), which visitors never download. */
const IncomingRequestsCard = lazyPart(async () => (await loadSignedInParts()).IncomingRequestsCard, { lines: 0 });

/** `/number/{phone}`: the search box on top, then the number. */
export function NumberPage() {
  const { phone = '' } = useParams();
  const locale = useSettingsStore((s) => s.locale);
  const signedIn = useIsSignedIn();
  return (
    <div className="page page--number">
      <PageSearchBox key={phone} variant="compact" initialDigits={digitsOf(phone)} />
      <NumberView phone={phone} locale={locale} signedIn={signedIn} />
    </div>
  );
}

function NumberStatePage({ kind }: { kind: 'not-found' | 'empty' }) {
  return (
    <div className="page page--number">
      <PageSearchBox variant="compact" />
      <NumberNotFound kind={kind} />
    </div>
  );
}

/** `/number/not-found`. */
export const NumberNotFoundPage = () => <NumberStatePage kind="not-found" />;

/** `/number/empty`. */
export const NumberEmptyPage = () => <NumberStatePage kind="empty" />;

/**
 * `/number/my`: the own number's page. The number comes from sign-in (stored `phoneNumber`); when
 * it is not known yet the own profile is loaded.
 */
export function MyNumberPage() {
  const signedIn = useIsSignedIn();
  const mine = digitsOf(useSession((s) => s.phoneNumber) ?? '');
  const locale = useSettingsStore((s) => s.locale);
  const me = useMe(signedIn && !mine);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (!mine) {
    return (
      <div className="page page--number">
        {me.isError ? <ErrorPanel error={me.error} retrying={me.isFetching} onRetry={() => void me.refetch()} /> : <ProfileSkeleton />}
      </div>
    );
  }
  return (
    <div className="page page--number" data-testid="my-number-page">
      <PageSearchBox key={mine} variant="compact" />
      <SpyViewsLink />
      <IncomingRequestsCard locale={locale} />
      <NumberView phone={mine} locale={locale} signedIn />
      <MyReviews locale={locale} />
    </div>
  );
}
