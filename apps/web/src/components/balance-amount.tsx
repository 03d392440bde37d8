import { formatCount } from './format.js';
import { useTranslation } from '../i18n/use-translation.js';

/** The NumCy balance as a number of the locale, with the brand unit. */
export function BalanceAmount({ balance, locale }: { balance: number; locale: string }) {
  const { t } = useTranslation();
  return <>{t('balance_amount', { balance: formatCount(balance, locale) })}</>;
}
