import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge.js';
import { Button, IconButton } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { CloseIcon, CoinIcon, SearchIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { localePath } from '../../../lib/locale-path.js';
import { digitsOf, usePhoneFormat } from '../../../lib/phone.js';
import { useWriteErrorHandler } from '../../../lib/use-write.js';
import { useClearHistory } from '../api/use-clear-history.js';
import { useDeleteHistoryItem } from '../api/use-delete-history-item.js';
import { useHistory } from '../api/use-history.js';
import './history.css';

/** My searches: open one, remove one, clear all (after a confirmation). */
export function HistoryCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const history = useHistory();
  const [confirming, setConfirming] = useState(false);
  const onError = useWriteErrorHandler();
  const remove = useDeleteHistoryItem();
  const clear = useClearHistory({
    onSuccess: () => setConfirming(false),
    onError: (e) => {
      setConfirming(false);
      onError(e);
    },
  });
  const items = history.data?.items ?? [];

  return (
    <Card aria-labelledby="history-title" data-testid="history">
      <CardHeader
        id="history-title"
        level={2}
        icon={<SearchIcon size={18} />}
        title={t('history_title')}
        actions={
          items.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="history-clear">
              {t('history_clear')}
            </Button>
          ) : null
        }
      />
      {history.isPending ? (
        <div className="history__loading">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : history.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('history_error')}</span>
          <Button variant="ghost" size="sm" onClick={() => void history.refetch()}>
            {t('action_retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="history-empty">
          {t('history_empty')}
        </p>
      ) : (
        <ul className="history__list">
          {items.map((item) => {
            const number = formatInternational(item.number);
            return (
              <li key={item.id} className="history__item" data-testid="history-item">
                <Link to={localePath(`/number/${digitsOf(item.number)}`)} className="history__number" dir="ltr">
                  {number}
                </Link>
                {item.paid ? (
                  <Badge tone="warning" icon={<CoinIcon size={13} />}>
                    {t('history_paid')}
                  </Badge>
                ) : null}
                <TimeAgo seconds={item.searchedAtTimestamp} locale={locale} />
                <IconButton
                  variant="ghost"
                  size="sm"
                  label={t('history_delete', { number })}
                  icon={<CloseIcon size={16} />}
                  loading={remove.isPending && remove.variables?.date === item.date && remove.variables.number === item.number}
                  onClick={() => remove.mutate({ date: item.date, number: item.number })}
                  data-testid="history-delete"
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        text={t('history_clear_confirm')}
        confirmLabel={t('history_clear')}
        busy={clear.isPending}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
