import { useParams } from 'react-router';
import { PaymentPage as PaymentScreen } from '../../features/payments/index.js';
import { useSettingsStore } from '../../features/settings/index.js';

/** `/payment`, `/payment/{status}`: the payment screens of spec §2. */
export function PaymentPage() {
  const { status } = useParams();
  const locale = useSettingsStore((s) => s.locale);
  return <PaymentScreen status={status} locale={locale} />;
}
