import { useTranslation } from '../../../i18n/use-translation.js';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.js';
import { useIsSignedIn } from '../../../lib/session.js';
import { usePrices } from '../api/use-prices.js';
import { isAppMode } from '../model/app-flags.js';
import { productFor } from '../model/catalogue.js';
import { usePurchase } from '../model/purchase-store.js';
import { PurchaseAgreementText } from './legal-text.js';
import { PriceTag } from './price-tag.js';

/**
 * `/payment/spy`, `/payment/antispy`: a monthly subscription's offer (what it gives,
 * docs/decisions/021), its price and one clear buy button that opens the method chooser. It renews
 * by itself where the method can; Settings → Payment manages it.
 */
export function SubscriptionOffer({ kind, locale }: { kind: 'spy' | 'antispy'; locale: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const prices = usePrices();
  const openChooser = usePurchase((s) => s.openChooser);
  const price = prices.data?.[kind];
  const sold = !!price?.payOrder?.length;
  const buy = () => {
    if (!signedIn) return void navigate('/login');
    if (!price) return;
    if (isAppMode()) return void navigate(`/payment/processing?product=${kind}`);
    openChooser(productFor(kind, price, 'pro', t(`pay_sub_${kind}`)));
  };
  return (
    <div className="pro-offer" data-testid={`offer-${kind}`}>
      <ul className="pro-offer__perks">
        <li>{t(`subscription_${kind}_perk_1`)}</li>
        <li>{t(`subscription_${kind}_perk_2`)}</li>
        <li>{t('subscription_monthly_note')}</li>
      </ul>
      {price ? <PriceTag price={price} locale={locale} /> : null}
      {sold ? (
        <>
          <Button variant="primary" size="lg" className="pay-cta" onClick={buy} data-testid={`buy-${kind}`}>
            {t(`subscription_${kind}_buy`)}
          </Button>
          <PurchaseAgreementText locale={locale} />
        </>
      ) : price ? (
        <p className="muted">{t('pay_not_sold')}</p>
      ) : null}
      <Link to="/settings/payment" className="pay-note">
        {t('subscription_manage')}
      </Link>
    </div>
  );
}
