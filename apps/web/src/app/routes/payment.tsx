import { useParams } from 'react-router';
import { useMe } from '../../features/account/index.js';
import { PaymentPage as PaymentScreen } from '../../features/payments/index.js';
import { useSettingsStore } from '../../features/settings/index.js';

/** `/payment`, `/payment/{status}`: the payment screens of spec §2; the PRO offer knows whether I already have PRO. */
export function PaymentPage() {
  const { status } = useParams();
  const locale = useSettingsStore((s) => s.locale);
  const me = useMe(status === 'pro');
  return <PaymentScreen status={status} locale={locale} isPro={me.data?.isPro} />;
}
