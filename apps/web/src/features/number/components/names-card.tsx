import type { Contact } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.js';
import { Button, IconButton } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatCount } from '../../../components/format.js';
import { AlertIcon, ThumbDownIcon, ThumbUpIcon, UsersIcon } from '../../../components/icons.js';
import { useCommunity, useWrite } from '../../community/index.js';
import { ReportDialog } from '../../community/components/report-dialog.js';
import { contactReportTarget, useCommunityStore } from '../../community/api/community-store.js';
import { fullName } from './names.js';

/** Names the number is saved under in people's contacts, most common first, with counts; signed in: like, dislike, report. */
export function NamesCard({ contacts, onSuggest }: { contacts: Contact[]; onSuggest?: () => void }) {
  const { t } = useTranslation();
  const named = contacts.map((c) => ({ ...c, name: fullName(c) })).filter((c) => c.name);
  if (named.length === 0) return null;
  return (
    <Card aria-labelledby="names-title">
      <CardHeader
        id="names-title"
        title={t('names_title')}
        icon={<UsersIcon size={18} />}
        actions={
          onSuggest ? (
            <Button variant="ghost" size="sm" onClick={onSuggest}>
              {t('suggest_action')}
            </Button>
          ) : null
        }
      />
      <ul className="names">
        {named.map((c) => (
          <NameRow key={c.name_hash} contact={c} name={c.name} />
        ))}
      </ul>
    </Card>
  );
}

function NameRow({ contact: c, name }: { contact: Contact; name: string }) {
  const { t } = useTranslation();
  const ctx = useCommunity();
  const [review, setReview] = useState<{ reviewResult: 'LIKE' | 'DISLIKE' | null; likes?: number; dislikes?: number }>({ reviewResult: c.reviewResult });
  const [reporting, setReporting] = useState(false);
  const like = useWrite('contactLike', { invalidate: false, onSuccess: (data) => setReview(data) });
  const report = useWrite('reportContact', { invalidate: false });
  const target = ctx ? contactReportTarget(ctx.phone, c.name_hash) : '';
  const reported = useCommunityStore((s) => s.reports[target]) === 'accepted';
  const locale = ctx?.locale ?? 'en-US';

  const react = (type: 'LIKE' | 'DISLIKE') => {
    if (!ctx) return;
    like.mutate({ phone: ctx.phone, name_hash: c.name_hash, like_type: type, action_type: review.reviewResult === type ? 'REMOVE' : 'ADD' });
  };

  return (
    <li className="name-row" data-testid="name-row">
      <Avatar name={name} size={36} />
      <span className="name-row__name">
        <bdi>{name}</bdi>
      </span>
      <span className="name-row__count">{t('names_saved_by', { count: c.count })}</span>
      {ctx?.signedIn ? (
        <span className="name-row__actions">
          <Button
            variant="ghost"
            size="sm"
            className="reaction reaction--like"
            icon={<ThumbUpIcon size={16} />}
            aria-pressed={review.reviewResult === 'LIKE'}
            aria-label={t('name_like')}
            title={t('name_like')}
            disabled={like.isPending}
            onClick={() => react('LIKE')}
            data-testid="name-like"
          >
            {review.likes !== undefined ? <span aria-hidden="true">{formatCount(review.likes, locale)}</span> : null}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="reaction reaction--dislike"
            icon={<ThumbDownIcon size={16} />}
            aria-pressed={review.reviewResult === 'DISLIKE'}
            aria-label={t('name_dislike')}
            title={t('name_dislike')}
            disabled={like.isPending}
            onClick={() => react('DISLIKE')}
            data-testid="name-dislike"
          >
            {review.dislikes !== undefined ? <span aria-hidden="true">{formatCount(review.dislikes, locale)}</span> : null}
          </Button>
          <IconButton
            variant="ghost"
            size="sm"
            label={reported ? t('report_sent') : t('name_report')}
            icon={<AlertIcon size={16} />}
            onClick={() => setReporting(true)}
            data-testid="name-report"
          />
          <ReportDialog
            open={reporting}
            onClose={() => setReporting(false)}
            title={t('report_name_title')}
            target={target}
            send={(text) =>
              report.mutateAsync({ phone: ctx.phone, name_hash: c.name_hash, first_name: c.firstName ?? '', last_name: c.lastName ?? '', report_text: text })
            }
          />
        </span>
      ) : null}
    </li>
  );
}
