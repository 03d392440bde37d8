import { TIMINGS_MS } from '@numscope/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../app/ui-store.js';
import { Badge } from '../../../components/badge.js';
import { Button, IconButton } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatDate } from '../../../components/format.js';
import { BanIcon, CloseIcon, CoinIcon, SearchIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { apiPost } from '../../../lib/api.js';
import { digitsOf, formatInternational } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { communityKeys, useHistory, useLedger, useMyComplaints, useOverlimit, useWriteErrorHandler } from '../api/community-api.js';
import { ConfirmDialog } from './dialogs.js';
import './community.css';

/** `/history`: my searches (open, remove one, clear all), the pay-past-the-limit setting, my complaints, my NumCy movements. */
export function HistoryScreen({ locale }: { locale: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('history_title') }));
  return (
    <div className="history">
      <OverlimitCard />
      <HistoryCard locale={locale} />
      <ComplaintsCard locale={locale} />
      <LedgerCard locale={locale} />
    </div>
  );
}

function HistoryCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const history = useHistory();
  const [confirming, setConfirming] = useState(false);
  const onError = useWriteErrorHandler();
  const refresh = () => qc.invalidateQueries({ queryKey: communityKeys.history(token) });
  const remove = useMutation({ mutationFn: (id: number) => apiPost('historyDelete', { body: { id } }), onSuccess: refresh, onError });
  const clear = useMutation({
    mutationFn: () => apiPost('historyClear', { body: {} as never }),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
    },
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
                <Link to={`/number/${digitsOf(item.number)}`} className="history__number" dir="ltr">
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
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
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

/** The "pay past the daily limit" switch (overlimit, enable/disable). */
function OverlimitCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const token = useSession((s) => s.token);
  const overlimit = useOverlimit();
  const onError = useWriteErrorHandler();
  const showToast = useUiStore((s) => s.showToast);
  const toggle = useMutation({
    mutationFn: (on: boolean) => apiPost(on ? 'overlimitEnable' : 'overlimitDisable', { body: {} as never }),
    onSuccess: (res) => {
      qc.setQueryData(communityKeys.overlimit(token), res.data);
      showToast(t('overlimit_label'), TIMINGS_MS.copyToast);
    },
    onError,
  });
  const data = overlimit.data;
  return (
    <Card aria-labelledby="overlimit-title" data-testid="overlimit">
      <div className="switch-row">
        <div>
          <h2 className="card__title" id="overlimit-title">
            <span className="card__title-icon">
              <CoinIcon size={18} />
            </span>
            {t('overlimit_label')}
          </h2>
          {data ? (
            <>
              <p className="muted">{t('overlimit_hint', { limit: data.searchDailyLimit })}</p>
              <p className="muted">{t('overlimit_left', { count: data.leftRequests })}</p>
            </>
          ) : (
            <Skeleton width="70%" />
          )}
        </div>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={data?.overlimitSearch ?? false}
            disabled={!data || toggle.isPending}
            aria-labelledby="overlimit-title"
            onChange={(e) => toggle.mutate(e.currentTarget.checked)}
            data-testid="overlimit-toggle"
          />
          <span className="switch__track" aria-hidden="true" />
        </label>
      </div>
    </Card>
  );
}

/** My complaints: those I filed and those about my reviews, with status and outcome. */
function ComplaintsCard({ locale }: { locale: string }) {
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
                  {c.status === 'pending' ? t('complaint_status_pending', { date: formatDate(c.reviewDeadlineTimestamp, locale) }) : t(`complaint_status_${c.status}`)}
                </Badge>
                <span className="muted">{t(`complaint_role_${c.role}`)}</span>
                <TimeAgo seconds={c.createdAtTimestamp} locale={locale} />
              </div>
              <blockquote className="complaint-row__comment" dir="auto">
                {c.commentText}
              </blockquote>
              <p dir="auto">{c.text}</p>
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

/** Reasons the server writes on ledger entries; anything else shows as a plain movement. */
const LEDGER_REASONS = new Set(['grant', 'comment_up', 'hide_comment', 'paid_search']);

/** My NumCy movements: every credit and spend with the balance right after it. */
function LedgerCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const ledger = useLedger();
  const entries = ledger.data?.entries ?? [];
  return (
    <Card aria-labelledby="ledger-title" data-testid="ledger">
      <CardHeader id="ledger-title" icon={<CoinIcon size={18} />} title={t('ledger_title')} />
      {ledger.isPending ? (
        <Skeleton width="60%" />
      ) : ledger.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('history_error')}</span>
        </div>
      ) : entries.length === 0 ? (
        <p className="muted">{t('ledger_empty')}</p>
      ) : (
        <ul className="ledger">
          {entries.map((e) => (
            <li key={e.id} className="ledger__row" data-testid="ledger-entry">
              <Badge tone={e.amount > 0 ? 'success' : 'neutral'}>{`${e.amount > 0 ? '+' : '−'}${Math.abs(e.amount)} NumCy`}</Badge>
              <span>{t(LEDGER_REASONS.has(e.reason) ? `ledger_reason_${e.reason}` : 'ledger_reason_other')}</span>
              <span className="muted">{t('ledger_balance_after', { balance: e.balanceAfter })}</span>
              <TimeAgo seconds={e.createdAtTimestamp} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
