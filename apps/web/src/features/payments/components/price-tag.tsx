import { useTranslation } from '../../../i18n/use-translation.js';
import { formatMoney, hasDiscount, payable, type PriceEntry } from '../model/catalogue.js';

/** The price of a tile: with a discount the old price is struck through beside the new one (spec §4). */
export function PriceTag({ price, locale }: { price: PriceEntry; locale: string }) {
  const { t } = useTranslation();
  const now = payable(price);
  return (
    <span className="price-tag">
      <span className="price-tag__now" data-testid="price-now">
        {formatMoney(now.amount, now.currency, locale)}
      </span>
      {hasDiscount(price) ? (
        <s className="price-tag__old" data-testid="price-old">
          <span className="visually-hidden">{t('pay_old_price')} </span>
          {formatMoney(price.amount, price.currency, locale)}
        </s>
      ) : null}
    </span>
  );
}
