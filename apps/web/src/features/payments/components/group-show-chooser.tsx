import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { formatMoney } from '../model/catalogue.js';
import { DotLoader } from './method-chooser.js';

/** The one-button chooser of the group_show product (spec §2): title, description, "pay {amount}", Back. */
export function GroupShowChooser({
  description,
  amount,
  currency,
  locale,
  pending,
  onPay,
  onBack,
}: {
  description: string;
  amount: number;
  currency: string;
  locale: string;
  pending: boolean;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="group-show" data-testid="group-show-chooser">
      <h2 className="group-show__title">{t('pay_group_title')}</h2>
      <p className="muted">{description}</p>
      <button
        type="button"
        className="method-button method-button--solid"
        aria-busy={pending || undefined}
        onClick={() => (pending ? undefined : onPay())}
        data-testid="group-show-pay"
      >
        <span className="method-button__label">
          {pending ? <DotLoader label={t('pay_loading')} /> : t('pay_group_pay', { price: formatMoney(amount, currency, locale) })}
        </span>
      </button>
      <Button variant="secondary" onClick={onBack}>
        {t('pay_back')}
      </Button>
    </div>
  );
}
