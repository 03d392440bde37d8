import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.js';
import { Card } from '../../components/card.js';
import { EmptyState } from '../../components/empty-state.js';
import { UsersIcon } from '../../components/icons.js';
import { useDocumentTitle } from '../../components/use-document-title.js';
import {
  ErrorPanel,
  ProfileCard,
  ProfileReviews,
  ProfileSkeleton,
  useProfileCard,
  useSearchByProfile,
} from '../../features/numbers/index.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { isApiError } from '../../lib/api.js';
import { localePath } from '../../lib/locale-path.js';
import { digitsOf } from '../../lib/phone.js';

/** A profile that is not shown (unknown, deactivated, deleted, anti-spy or hidden by its owner): all alike. */
function ProfileNotShown() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('profile_not_found_title') }));
  return (
    <Card className="state-card" data-testid="profile-not-found">
      <EmptyState icon={<UsersIcon size={28} />} title={t('profile_not_found_title')} headingLevel={1}>
        <p>{t('profile_not_found_text')}</p>
      </EmptyState>
    </Card>
  );
}

// A 404 of these routes means one thing: PROFILE_NOT_FOUND (the client names only 400 codes, spec §8).
const notShown = (e: unknown) => isApiError(e) && e.httpStatus === 404;

/**
 * `/profile/{profileId}` (spec §2; decision 024): a review author's name leads here. The lookup of
 * the author's number (source FROM_COMMENTS, counted as a search), then that number's page.
 */
export function ProfilePage() {
  const profileId = Number(useParams().profileId);
  const locale = useSettingsStore((s) => s.locale);
  const q = useSearchByProfile(profileId, locale);
  if (!Number.isSafeInteger(profileId) || profileId <= 0) return <ProfileNotShown />;
  if (q.isPending) return <ProfileSkeleton />;
  if (q.isError)
    return notShown(q.error) ? (
      <ProfileNotShown />
    ) : (
      <ErrorPanel error={q.error} retrying={q.isFetching} onRetry={() => void q.refetch()} />
    );
  return <Navigate to={localePath(`/number/${digitsOf(q.data.targetPhoneNumber)}`)} replace />;
}

/**
 * `/profile_no_check/{profileId}` and `/profile-no-check/{phoneNumber}` (spec §2; decision 024): the
 * card and the published reviews, without a lookup (no search is counted). By the number, an extra
 * panel offers the full lookup of it.
 */
export function ProfileNoCheckPage({ by }: { by: 'id' | 'phone' }) {
  const { t } = useTranslation();
  const params = useParams();
  const locale = useSettingsStore((s) => s.locale);
  const phone = digitsOf(params.phoneNumber ?? '');
  const card = useProfileCard(by === 'id' ? { profileId: Number(params.profileId) } : { phone });
  useDocumentTitle(t('document_title', { page: t('profile_eyebrow') }));
  if (card.isPending) return <ProfileSkeleton />;
  if (card.isError)
    return notShown(card.error) ? (
      <ProfileNotShown />
    ) : (
      <ErrorPanel error={card.error} retrying={card.isFetching} onRetry={() => void card.refetch()} />
    );
  const extra =
    by === 'phone' ? (
      <div className="profile-card__extra" data-testid="profile-extra">
        <p className="muted">{t('profile_extra_text')}</p>
        <Link className="btn btn--primary btn--md" to={localePath(`/number/${phone}`)} data-testid="profile-lookup">
          {t('profile_lookup_number')}
        </Link>
      </div>
    ) : null;
  return (
    <div className="page page--profile">
      <ProfileCard profile={card.data} locale={locale} extra={extra} />
      <ProfileReviews profileId={card.data.id} locale={locale} />
    </div>
  );
}

export const ProfileNoCheckByIdPage = () => <ProfileNoCheckPage by="id" />;
export const ProfileNoCheckByPhonePage = () => <ProfileNoCheckPage by="phone" />;
