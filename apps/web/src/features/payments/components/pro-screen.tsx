import { useTranslation } from '../../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { useIsSignedIn } from '../../../lib/session.js';
import { usePrices } from '../api/use-prices.js';
import { isAppMode } from '../model/app-flags.js';
import { productFor } from '../model/catalogue.js';
import { usePurchase } from '../model/purchase-store.js';
import { ProOffer } from './pro-offer.js';

/** The PRO offer with its price; buying opens the method chooser (app mode: /payment/processing). */
export function ProScreen({ locale, isPro }: { locale: string; isPro?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const prices = usePrices();
  const openChooser = usePurchase((s) => s.openChooser);
  const price = prices.data?.pro;
  const buy = () => {
    if (!signedIn) return void navigate('/login');
    if (!price) return;
    if (isAppMode()) return void navigate('/payment/processing?product=pro');
    openChooser(productFor('pro', price, 'pro', t('pay_pro_title')));
  };
  return <ProOffer price={price} locale={locale} onBuy={buy} isPro={isPro} />;
}
