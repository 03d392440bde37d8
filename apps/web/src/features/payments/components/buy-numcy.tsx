import { useTranslation } from '../../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { formatCount } from '../../../components/format.js';
import { useBalance } from '../../../lib/balance.js';
import { useIsSignedIn } from '../../../lib/session.js';
import { useBundles } from '../hooks/use-bundles.js';
import { isAppMode } from '../model/app-flags.js';
import { bundleProductId, productFor, type Bundle } from '../model/catalogue.js';
import { usePurchase } from '../model/purchase-store.js';
import { BuyNumCyPanel } from './buy-numcy-panel.js';

/**
 * Buy NumCy with its data: the balance, the price list, the chosen bundle. Buying opens the
 * method chooser; in app mode the app goes to /payment/processing instead (spec §2). Visitors are
 * sent to sign in first.
 */
export function BuyNumCy({ locale, onStarted }: { locale: string; onStarted?: () => void }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const balance = useBalance(signedIn);
  const { prices, bundles, selected, select } = useBundles();
  const openChooser = usePurchase((s) => s.openChooser);

  const buy = (b: Bundle) => {
    if (!signedIn) {
      void navigate('/login');
      return;
    }
    onStarted?.();
    if (isAppMode()) {
      void navigate(`/payment/processing?product=${bundleProductId(b.count)}`);
      return;
    }
    openChooser(productFor(bundleProductId(b.count), b.price, 'numcy', t('pay_bundle_count', { amount: formatCount(b.count, locale) })));
  };

  return (
    <BuyNumCyPanel
      balance={signedIn ? balance.data : undefined}
      showBalance={signedIn}
      bundles={bundles}
      pricesFailed={prices.isError}
      onRetry={() => void prices.refetch()}
      selected={selected}
      onSelect={select}
      onBuy={buy}
      locale={locale}
    />
  );
}
