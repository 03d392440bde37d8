import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { hasDiscount, type PriceEntry } from '../model/catalogue.js';
import { PurchaseAgreementText } from './legal-text.js';
import { ProIcon } from './numcy-icon.js';
import { PriceTag } from './price-tag.js';

/** The PRO offer (spec §2): a lifetime, one-time purchase; its tile says popular, or sale with a discount. */
export function ProOffer({
  price,
  locale,
  onBuy,
  busy,
  isPro,
}: {
  price: PriceEntry | undefined;
  locale: string;
  onBuy: () => void;
  busy?: boolean;
  isPro?: boolean;
}) {
  const { t } = useTranslation();
  const sale = price ? hasDiscount(price) : false;
  const sold = !!price?.payOrder?.length;
  return (
    <div className="pro-offer" data-testid="pro-offer">
      <div className={`pro-tile${sale ? ' pro-tile--sale' : ''}`} data-testid="pro-tile">
        <span className={`bundle-tile__tag bundle-tile__tag--${sale ? 'sale' : 'popular'}`}>
          {t(sale ? 'pay_tag_sale' : 'pay_tag_popular')}
        </span>
        <ProIcon size={40} />
        <span className="pro-tile__title">{t('pay_pro_title')}</span>
        <span className="muted">{t('pay_pro_lifetime')}</span>
        {price ? <PriceTag price={price} locale={locale} /> : null}
      </div>
      <ul className="pro-offer__perks">
        <li>{t('pay_pro_perk_forever')}</li>
        <li>{t('pay_pro_perk_account')}</li>
        <li>{t('pay_pro_perk_once')}</li>
        <li>{t('subscription_pro_perk_1')}</li>
        <li>{t('subscription_pro_perk_2')}</li>
      </ul>
      {isPro ? (
        <p className="pay-note" data-testid="pro-active">
          {t('pay_pro_active')}
        </p>
      ) : sold ? (
        <>
          <Button variant="primary" size="lg" className="pay-cta" loading={busy} onClick={onBuy} data-testid="pro-buy">
            {t('pay_pro_buy')}
          </Button>
          <PurchaseAgreementText locale={locale} />
        </>
      ) : price ? (
        <p className="muted">{t('pay_not_sold')}</p>
      ) : null}
    </div>
  );
}
