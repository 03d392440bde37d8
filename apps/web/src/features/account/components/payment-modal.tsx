import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/button.js';
import { CloseIcon, CoinIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useBalance } from '../api/account-queries.js';
import { BalanceAmount } from './balance-chip.js';
import './account.css';

/**
 * The payment modal opened from the own profile's balance. Buying NumCy is a later step: for now it
 * says so honestly, with the current balance and a close button.
 */
export function PaymentModal({ open, onClose, locale }: { open: boolean; onClose: () => void; locale: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const balance = useBalance(open);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="payment-modal-title"
      data-testid="payment-modal"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal__inner">
        <div className="modal__header">
          <h2 id="payment-modal-title">{t('payment_modal_title')}</h2>
          <IconButton variant="ghost" label={t('action_close')} icon={<CloseIcon />} onClick={onClose} />
        </div>
        <div className="modal__balance">
          <span className="modal__coin">
            <CoinIcon size={22} />
          </span>
          <span>
            <span className="modal__balance-label">{t('balance_label')}</span>
            <span className="modal__balance-value">
              {balance.isPending ? <Skeleton width={80} height={18} /> : balance.isError ? '—' : <BalanceAmount balance={balance.data} locale={locale} />}
            </span>
          </span>
        </div>
        <p className="muted">{t('payment_modal_text')}</p>
        <div className="modal__actions">
          <Button variant="primary" onClick={onClose}>
            {t('action_close')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
