import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { formatCount } from '../../../components/format.js';
import { useIsSignedIn } from '../../../lib/session.js';
import { usePrices } from '../api/use-prices.js';
import { isAppMode } from '../model/app-flags.js';
import { GIFT_COUNTS, giftProductId, productFor, type GiftCount } from '../model/catalogue.js';
import { usePurchase } from '../model/purchase-store.js';
import { GiftPanel } from './gift-panel.js';

/**
 * Gift NumCy to a number: /payment/gift (400 or 1000 to choose), /payment/gift400, /payment/gift1000.
 * Confirm opens the method chooser for the gift pack (app mode: /payment/giftprocessing).
 */
export function GiftScreen({ locale, fixed }: { locale: string; fixed?: GiftCount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const prices = usePrices();
  const openChooser = usePurchase((s) => s.openChooser);
  const [count, setCount] = useState<GiftCount>(fixed ?? 400);
  const [anonymous, setAnonymous] = useState(false);
  const price = prices.data?.[giftProductId(count)];

  const confirm = (recipient: string) => {
    if (!signedIn) return void navigate('/login');
    if (!price) return;
    if (isAppMode()) return void navigate(`/payment/giftprocessing?product=${giftProductId(count)}&number=${recipient}`);
    openChooser({
      ...productFor(giftProductId(count), price, 'gift', t('pay_gift_product', { amount: formatCount(count, locale) })),
      recipient,
      anonymous,
    });
  };

  return (
    <div className="gift-screen">
      {fixed ? null : (
        <fieldset className="segmented segmented--wide">
          <legend className="visually-hidden">{t('pay_gift_choose')}</legend>
          {GIFT_COUNTS.map((n) => (
            <label key={n} className={`segmented__option${count === n ? ' is-active' : ''}`}>
              <input type="radio" name="gift-count" value={n} checked={count === n} onChange={() => setCount(n)} />
              {t('pay_bundle_count', { amount: formatCount(n, locale) })}
            </label>
          ))}
        </fieldset>
      )}
      <GiftPanel count={count} price={price} locale={locale} anonymous={anonymous} onAnonymousChange={setAnonymous} onConfirm={confirm} />
      {prices.data && !price ? <p className="muted">{t('pay_not_sold')}</p> : null}
    </div>
  );
}
