import { REPUTATION, tagLabelKey, type ProfileState } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatDate, formatDecimal, formatList, formatPercent } from '../../../components/format.js';
import { AlertIcon, ShieldIcon } from '../../../components/icons.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { ReviewRequestDialog } from './review-request-dialog.js';
import './reputation.css';

const decimal = (n: number, locale: string) => formatDecimal(n, locale, Number.isInteger(n) ? 0 : 1);

/**
 * "Why 2/10?" (decision 030): everything that counts in the index, in plain words — the weighted
 * warnings and endorsements, how many people, the tags that weighed most, how recent, what is held
 * for a moderator, a reset after the owner's request — and what the flags mean. The verified owner
 * can ask for a review here and sees its outcome, as everyone does.
 */
export function ReputationCard({ data, locale }: { data: ProfileState; locale: string }) {
  const { t, i18n } = useTranslation();
  const viewer = useNumberViewer();
  const [requesting, setRequesting] = useState(false);
  const { reputation: r, metrics } = data;
  const score = decimal(metrics.index, locale);
  const tags = r.topTags.map((tag) => {
    const key = tagLabelKey(tag.group, tag.code);
    return i18n.exists(key) ? t(key) : tag.code.replace(/_/g, ' ');
  });
  const list = formatList(tags, locale);
  const percent = formatPercent(r.recentShare, locale);
  const review = r.ownerReview;
  const canRequest = Boolean(viewer?.ownNumber) && review?.status !== 'pending';

  return (
    <Card className="reputation" aria-labelledby="reputation-title" data-testid="reputation">
      <CardHeader id="reputation-title" icon={<ShieldIcon size={18} />} title={t('reputation_why_title', { score })} />
      {r.underReview ? (
        <p className="reputation__alert" data-testid="reputation-under-review">
          <AlertIcon size={16} />
          <span>{t('reputation_under_review')}</span>
        </p>
      ) : null}
      <div className="reputation__body">
        {r.voices === 0 && r.held === 0 ? (
          <p>{t('reputation_none')}</p>
        ) : (
          <>
            <p data-testid="reputation-balance">
              {t('reputation_balance', { warnings: decimal(r.warnings, locale), endorsements: decimal(r.endorsements, locale) })}{' '}
              {t('reputation_voices', { count: r.voices })}
            </p>
            {tags.length > 0 ? <p>{t('reputation_top_tags', { tags: list })}</p> : null}
            {r.lastSignalTimestamp !== null && r.warnings + r.endorsements > 0 ? (
              // A date that ends with its own full stop (ru "г.", uk "р.", sr, ko) ends the sentence too.
              <p>{t('reputation_recency', { date: formatDate(r.lastSignalTimestamp, locale), percent }).replace('..', '.')}</p>
            ) : null}
            {r.held > 0 ? <p>{t('reputation_held', { count: r.held })}</p> : null}
            {r.newVoicesCapped ? <p>{t('reputation_new_capped')}</p> : null}
          </>
        )}
        {r.resetTimestamp !== null ? <p>{t('reputation_reset', { date: formatDate(r.resetTimestamp, locale) })}</p> : null}
        <p className="muted">{t('reputation_how', { days: REPUTATION.halfLifeDays })}</p>
      </div>
      {review ? (
        <div className="reputation__owner" data-testid="owner-review" data-status={review.status}>
          <p>
            {review.status === 'pending'
              ? t('owner_review_pending', {
                  date: formatDate(review.requestedAtTimestamp, locale),
                  deadline: formatDate(review.reviewDeadlineTimestamp, locale),
                })
              : t(`owner_review_${review.status}`, { date: formatDate(review.decidedAtTimestamp ?? review.requestedAtTimestamp, locale) })}
          </p>
          {review.decisionNote ? (
            <p className="muted">
              <bdi>{t('owner_review_note', { note: review.decisionNote })}</bdi>
            </p>
          ) : null}
        </div>
      ) : null}
      {canRequest && viewer ? (
        <>
          <div className="reputation__actions">
            <Button variant="secondary" size="sm" onClick={() => setRequesting(true)} data-testid="review-request-open">
              {t('owner_request_action')}
            </Button>
          </div>
          <ReviewRequestDialog open={requesting} onClose={() => setRequesting(false)} phone={viewer.phone} />
        </>
      ) : null}
      <details className="reputation__flags">
        <summary>{t('reputation_flags_title')}</summary>
        <ul>
          <li>{t('reputation_flag_unwanted', { max: REPUTATION.unwantedMaxIndex, warnings: REPUTATION.unwantedMinWarnings })}</li>
          <li>{t('reputation_flag_many_calls', { count: REPUTATION.manyCallsReports })}</li>
          <li>{t('reputation_flag_verified')}</li>
        </ul>
      </details>
    </Card>
  );
}
