import type { AuthoredReview, PublicProfile } from '@numscope/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatCount, formatDate } from '../../../components/format.js';
import { MessageIcon } from '../../../components/icons.js';
import { localePath } from '../../../lib/locale-path.js';
import { fullName } from '../../../lib/names.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { useMyReviews, useProfileReviews } from '../api/use-profiles.js';
import './numbers.css';

/** A profile's card (decision 024): name, PRO mark, member since, reviews written; `extra` below it. */
export function ProfileCard({ profile, locale, extra }: { profile: PublicProfile; locale: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const name = fullName(profile) || t('profile_unnamed');
  return (
    <Card className="profile-card" aria-labelledby="profile-title" data-testid="profile-card">
      <p className="summary__eyebrow">{t('profile_eyebrow')}</p>
      <h1 className="summary__title" id="profile-title">
        <bdi>{name}</bdi>
      </h1>
      <p className="muted">
        {profile.is_pro ? <Badge tone="brand">{t('subscription_pro_name')}</Badge> : null}{' '}
        {t('profile_member_since', { date: formatDate(profile.memberSince, locale) })} ·{' '}
        <span data-testid="profile-reviews-count">
          {t('profile_reviews_count', { count: profile.reviewsCount, n: formatCount(profile.reviewsCount, locale) })}
        </span>
      </p>
      {extra}
    </Card>
  );
}

/** A list of reviews, each with the number it is about (linking to it); `state` shown to the author. */
function ReviewList({ reviews, locale, mine }: { reviews: AuthoredReview[]; locale: string; mine: boolean }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  return (
    <ul className="review-list">
      {reviews.map((r) => (
        <li key={r.id} className="review-list__item" data-testid="authored-review">
          <Link to={localePath(`/number/${r.phone}`)} className="review-list__number" dir="ltr">
            {formatInternational(r.phone)}
          </Link>
          <span className="time-ago"> · {formatDate(r.createdAtTimestamp, locale)}</span>
          {mine && r.state !== 'published' ? <Badge tone="warning">{t(`review_state_${r.state}`)}</Badge> : null}
          <p className="review-list__text">
            <bdi>{r.text}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}

type ReviewsQuery = ReturnType<typeof useProfileReviews>;

function ReviewsCard({
  title,
  query,
  locale,
  mine,
  testId,
}: {
  title: string;
  query: ReviewsQuery;
  locale: string;
  mine: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <Card className="reviews-card" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <CardHeader id={`${testId}-title`} icon={<MessageIcon size={18} />} title={title} />
      {query.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : reviews.length === 0 ? (
        <p className="muted">{t(mine ? 'my_reviews_empty' : 'profile_reviews_empty')}</p>
      ) : (
        <ReviewList reviews={reviews} locale={locale} mine={mine} />
      )}
      {query.hasNextPage ? (
        <Button variant="secondary" size="sm" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('profile_reviews_more')}
        </Button>
      ) : null}
    </Card>
  );
}

/** The published reviews of a profile. */
export function ProfileReviews({ profileId, locale }: { profileId: number; locale: string }) {
  const { t } = useTranslation();
  return (
    <ReviewsCard
      title={t('profile_reviews_title')}
      query={useProfileReviews(profileId)}
      locale={locale}
      mine={false}
      testId="profile-reviews"
    />
  );
}

/** My reviews on every number (/number/my). */
export function MyReviews({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return <ReviewsCard title={t('my_reviews_title')} query={useMyReviews()} locale={locale} mine testId="my-reviews" />;
}
