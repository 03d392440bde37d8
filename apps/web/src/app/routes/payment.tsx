import { PaymentPage as PaymentScreen } from '../../features/payments/index.js';
import { useSettingsStore } from '../../features/settings/index.js';
import { useIsSignedIn } from '../../lib/session.js';

/** `/payment`, `/payment/{status}`: where payments open (a later step), with the balance. */
export function PaymentPage() {
  const signedIn = useIsSignedIn();
  const locale = useSettingsStore((s) => s.locale);
  return <PaymentScreen signedIn={signedIn} locale={locale} />;
}
