import { useTranslation } from '../../../i18n/use-translation.js';
import { Badge } from '../../../components/badge.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatDate } from '../../../components/format.js';
import { BanIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { useMyComplaints } from '../api/use-my-complaints.js';
import './moderation.css';

/** My complaints: those I filed and those about my reviews, with status and outcome. */
export function ComplaintsCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const complaints = useMyComplaints();
  const list = complaints.data?.complaints ?? [];
  return (
    <Card aria-labelledby="complaints-title" data-testid="my-complaints">
      <CardHeader id="complaints-title" icon={<BanIcon size={18} />} title={t('complaints_title')} />
      {complaints.isPending ? (
        <Skeleton width="60%" />
      ) : complaints.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('history_error')}</span>
        </div>
      ) : list.length === 0 ? (
        <p className="muted">{t('complaints_empty')}</p>
      ) : (
        <ul className="complaints">
          {list.map((c) => (
            <li key={c.id} className="complaint-row" data-testid="complaint-item" data-status={c.status}>
              <div className="complaint-row__head">
                <Badge tone={c.status === 'upheld' ? 'success' : c.status === 'rejected' ? 'danger' : 'warning'}>
                  {c.status === 'pending'
                    ? t('complaint_status_pending', { date: formatDate(c.reviewDeadlineTimestamp, locale) })
                    : t(`complaint_status_${c.status}`)}
                </Badge>
                <span className="muted">{c.kind === 'review' ? t('complaint_kind_review') : t(`complaint_role_${c.role}`)}</span>
                <TimeAgo seconds={c.createdAtTimestamp} locale={locale} />
              </div>
              <blockquote className="complaint-row__comment" dir="auto">
                {c.commentText}
              </blockquote>
              {/* A review item's text is the server's English note; the label above says it in the reader's language. */}
              {c.kind === 'complaint' ? <p dir="auto">{c.text}</p> : null}
              {c.decisionNote ? (
                <p className="muted" dir="auto">
                  {c.decisionNote}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
