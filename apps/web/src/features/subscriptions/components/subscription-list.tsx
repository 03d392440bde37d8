import type { Subscription, SubscriptionKind } from '@numscope/contract';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Badge, type Tone } from '../../../components/badge.js';
import { Button } from '../../../components/button.js';
import { formatDate, formatDateTime } from '../../../components/format.js';
import { EyeIcon, ShieldIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useSession } from '../../../lib/session.js';
import { useStripePortal } from '../api/use-stripe-portal.js';
import { useSubscriptionAction } from '../api/use-subscription-action.js';
import { useSubscriptions } from '../api/use-subscriptions.js';
import { RenewModal } from './renew-modal.js';
import './subscriptions.css';

const KINDS: readonly SubscriptionKind[] = ['spy', 'antispy'];
const TONE: Record<Subscription['status'], Tone> = {
  active: 'success',
  cancelled: 'warning',
  paused: 'neutral',
  grace: 'warning',
  expired: 'danger',
};

/** What each monthly subscription gives (docs/decisions/021), the same lines as on its offer. */
export function SubscriptionPerks({ kind }: { kind: SubscriptionKind }) {
  const { t } = useTranslation();
  return (
    <ul className="subscription__perks">
      <li>{t(`subscription_${kind}_perk_1`)}</li>
      <li>{t(`subscription_${kind}_perk_2`)}</li>
    </ul>
  );
}

function Row({ s, locale, phone }: { s: Subscription; locale: string; phone: string }) {
  const { t } = useTranslation();
  const [renewing, setRenewing] = useState(false);
  const cancel = useSubscriptionAction('subscriptionCancel');
  const pause = useSubscriptionAction('subscriptionPause');
  const resume = useSubscriptionAction('subscriptionResume');
  const renew = useSubscriptionAction('subscriptionRenew', { onError: () => {} });
  const portal = useStripePortal();
  const body = { subscriptionId: s.id, platform: 'web' as const };
  const name = t(`subscription_${s.kind}_name`);
  const busy = cancel.isPending || pause.isPending || resume.isPending;
  const live = s.status === 'active' || s.status === 'grace';
  return (
    <li className="subscription" data-testid={`subscription-${s.kind}`}>
      <div className="subscription__head">
        {s.kind === 'spy' ? <EyeIcon size={20} /> : <ShieldIcon size={20} />}
        <h3 className="subscription__name">{name}</h3>
        <Badge tone={TONE[s.status]}>
          <span data-testid="subscription-status">{t(`subscription_status_${s.status}`)}</span>
        </Badge>
      </div>
      <SubscriptionPerks kind={s.kind} />
      <dl className="subscription__facts">
        <dt>{t(s.status === 'expired' ? 'subscription_ended' : 'subscription_until')}</dt>
        <dd data-testid="subscription-expiry">{formatDate(s.expiryTime, locale)}</dd>
        <dt>{t('subscription_auto')}</dt>
        <dd>{t(s.autoRenewing ? 'subscription_auto_on' : 'subscription_auto_off')}</dd>
        {s.robokassaNextPaymentAttempt ? (
          <>
            <dt>{t('subscription_next_charge')}</dt>
            <dd>{formatDateTime(s.robokassaNextPaymentAttempt, locale)}</dd>
          </>
        ) : null}
      </dl>
      {s.failedAttempts > 0 && live ? (
        <p className="subscription__warn" role="note">
          {t('subscription_failed_charges', { n: s.failedAttempts })}
        </p>
      ) : null}
      {s.renewing ? <p className="muted">{t('subscription_renewing')}</p> : null}
      <div className="subscription__actions">
        {live ? (
          <Button variant="primary" size="sm" disabled={s.renewing} onClick={() => setRenewing(true)} data-testid="subscription-renew">
            {t('subscription_renew')}
          </Button>
        ) : null}
        {s.status === 'active' ? (
          <Button size="sm" loading={pause.isPending} disabled={busy} onClick={() => pause.mutate(body)} data-testid="subscription-pause">
            {t('subscription_pause')}
          </Button>
        ) : null}
        {s.status === 'paused' || s.status === 'cancelled' ? (
          <Button
            size="sm"
            loading={resume.isPending}
            disabled={busy}
            onClick={() => resume.mutate(body)}
            data-testid="subscription-resume"
          >
            {t('subscription_resume')}
          </Button>
        ) : null}
        {live ? (
          <Button
            variant="ghost"
            size="sm"
            loading={cancel.isPending}
            disabled={busy}
            onClick={() => cancel.mutate(body)}
            data-testid="subscription-cancel"
          >
            {t('subscription_cancel')}
          </Button>
        ) : null}
        {s.status === 'expired' ? (
          <Link className="btn btn--primary btn--sm" to={`/payment/${s.kind}`} data-testid="subscription-buy-again">
            {t('subscription_buy_again', { product: name })}
          </Link>
        ) : null}
        {s.stripe ? (
          <Button variant="ghost" size="sm" loading={portal.isPending} onClick={() => portal.mutate()} data-testid="subscription-portal">
            {t('subscription_portal')}
          </Button>
        ) : null}
        {s.kind === 'spy' && live ? (
          <Link className="btn btn--secondary btn--sm" to="/settings/payment/spy" data-testid="subscription-views">
            {t('spy_views_open')}
          </Link>
        ) : null}
      </div>
      <RenewModal
        open={renewing}
        onClose={() => setRenewing(false)}
        productName={name}
        phoneNumber={s.myNumber || phone}
        run={() => renew.mutateAsync(body)}
      />
    </li>
  );
}

/**
 * My subscriptions with their state and actions (renew, pause, resume, cancel, the Stripe portal),
 * and an offer for each kind I do not have. Reusable: the settings panel's payment-extra page
 * shows it too.
 */
export function SubscriptionList({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const list = useSubscriptions();
  const phone = useSession((s) => s.phoneNumber) ?? '';
  if (list.isPending)
    return (
      <div className="subscriptions__loading">
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </div>
    );
  if (list.isError)
    return (
      <div className="inline-error" role="alert">
        <span>{t('subscription_load_error')}</span>
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
          {t('action_retry')}
        </Button>
      </div>
    );
  const subs = list.data.subscriptions;
  const missing = KINDS.filter((k) => !subs.some((s) => s.kind === k));
  return (
    <div className="subscriptions" data-testid="subscription-list">
      <ul className="subscriptions__list">
        {subs.map((s) => (
          <Row key={s.id} s={s} locale={locale} phone={phone} />
        ))}
        {missing.map((kind) => (
          <li key={kind} className="subscription subscription--offer" data-testid={`subscription-offer-${kind}`}>
            <div className="subscription__head">
              {kind === 'spy' ? <EyeIcon size={20} /> : <ShieldIcon size={20} />}
              <h3 className="subscription__name">{t(`subscription_${kind}_name`)}</h3>
              <Badge>{t('subscription_none')}</Badge>
            </div>
            <SubscriptionPerks kind={kind} />
            <div className="subscription__actions">
              <Link className="btn btn--primary btn--sm" to={`/payment/${kind}`} data-testid={`subscription-buy-${kind}`}>
                {t(`subscription_${kind}_buy`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
