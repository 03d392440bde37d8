import { SUBSCRIPTION_GIVING_STATUSES } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { EyeIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { errorName } from '../../../lib/api-errors.js';
import { digitsOf, usePhoneFormat } from '../../../lib/phone.js';
import { useSpyViews } from '../api/use-spy-views.js';
import { useSubscriptions } from '../api/use-subscriptions.js';

import './subscriptions.css';

/** Who looked me up (spy): the signed-in accounts that searched my number, with when, newest first. */
export function SpyViewsCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const subscriptions = useSubscriptions();
  const spy = subscriptions.data?.subscriptions.some(
    (x) => x.kind === 'spy' && (SUBSCRIPTION_GIVING_STATUSES as readonly string[]).includes(x.status),
  );
  const views = useSpyViews(spy === true);
  const locked = spy === false || (views.isError && errorName(views.error) === 'SPY_SUBSCRIPTION_REQUIRED');
  return (
    <Card aria-labelledby="spy-views-title" data-testid="spy-views">
      <h1 className="visually-hidden">{t('spy_views_title')}</h1>
      <CardHeader id="spy-views-title" icon={<EyeIcon size={18} />} title={t('spy_views_title')} />
      {subscriptions.isPending || (spy === true && views.isPending) ? (
        <div className="subscriptions__loading">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : locked ? (
        <EmptyState
          icon={<EyeIcon size={28} />}
          title={t('spy_views_locked_title')}
          headingLevel={2}
          actions={
            <Link className="btn btn--primary btn--md" to="/payment/spy" data-testid="spy-views-buy">
              {t('subscription_spy_buy')}
            </Link>
          }
        >
          <p>{t('spy_views_locked_text')}</p>
        </EmptyState>
      ) : subscriptions.isError || views.isError || !views.data ? (
        <div className="inline-error" role="alert">
          <span>{t('subscription_load_error')}</span>
          <Button variant="ghost" size="sm" onClick={() => void (subscriptions.isError ? subscriptions.refetch() : views.refetch())}>
            {t('action_retry')}
          </Button>
        </div>
      ) : views.data.views.length === 0 ? (
        <p className="muted" data-testid="spy-views-empty">
          {t('spy_views_empty')}
        </p>
      ) : (
        <>
          <p className="muted">{t('spy_views_hint')}</p>
          <ul className="spy-views__list">
            {views.data.views.map((v) => {
              const name = [v.firstName, v.lastName].filter(Boolean).join(' ');
              return (
                <li key={`${v.phoneNumber}-${v.viewedAtTimestamp}`} className="spy-views__item" data-testid="spy-view">
                  <Link to={`/number/${digitsOf(v.phoneNumber)}`} className="spy-views__number" dir="ltr">
                    {formatInternational(v.phoneNumber)}
                  </Link>
                  {name ? <span className="spy-views__name">{name}</span> : null}
                  <TimeAgo seconds={v.viewedAtTimestamp} locale={locale} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Card>
  );
}

/** A link to "who looked me up", for the own number page. */
export function SpyViewsLink() {
  const { t } = useTranslation();
  return (
    <Link className="btn btn--secondary btn--md spy-views-link" to="/settings/payment/spy" data-testid="spy-views-link">
      <EyeIcon size={18} />
      {t('spy_views_open')}
    </Link>
  );
}
