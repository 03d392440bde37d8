import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/card.js';
import { SparkIcon } from '../../../components/icons.js';
import { useSubscriptions } from '../api/use-subscriptions.js';
import { SubscriptionList } from './subscription-list.js';
import './subscriptions.css';

/** What lifetime PRO gives (docs/decisions/021), as the PRO offer says it too. */
function ProState() {
  const { t } = useTranslation();
  const list = useSubscriptions();
  const pro = list.data?.pro.status ?? false;
  return (
    <div className="subscription subscription--pro" data-testid="subscription-pro">
      <div className="subscription__head">
        <SparkIcon size={20} />
        <h3 className="subscription__name">{t('subscription_pro_name')}</h3>
        {list.data ? <span className="badge badge--brand">{t(pro ? 'subscription_pro_yes' : 'subscription_none')}</span> : null}
      </div>
      <ul className="subscription__perks">
        <li>{t('subscription_pro_perk_1')}</li>
        <li>{t('subscription_pro_perk_2')}</li>
      </ul>
      {list.data && !pro ? (
        <div className="subscription__actions">
          <Link className="btn btn--primary btn--sm" to="/payment/pro" data-testid="subscription-buy-pro">
            {t('subscription_pro_buy')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** `/settings/payment`: PRO and my monthly subscriptions, with their state and actions. */
export function PaymentSettings({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="subscriptions__title">{t('subscription_page_title')}</h1>
      <Card aria-labelledby="payment-settings-title" data-testid="payment-settings">
        <CardHeader id="payment-settings-title" icon={<SparkIcon size={18} />} title={t('subscription_section_title')} />
        <ProState />
        <SubscriptionList locale={locale} />
      </Card>
    </>
  );
}
