import './payments.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMINGS_MS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { refreshAfterPayment } from '../../../lib/balance.js';
import { showToast } from '../../../lib/toast.js';
import { useOrder } from '../api/use-order.js';
import { Modal } from '../../../components/modal.js';
import { usePaymentModal } from '../../../lib/payment-modal.js';
import { useSession } from '../../../lib/session.js';
import { useStartPayment } from '../hooks/use-start-payment.js';
import { stepBackPastDialogs } from '../../../components/dialog-history.js';
import { isAppMode } from '../model/app-flags.js';
import { usePaymentLayerWanted, usePurchase } from '../model/purchase-store.js';
import { BuyNumCy } from './buy-numcy.js';
import { GiftSuccessModal } from './gift-success-modal.js';
import { MethodChooser } from './method-chooser.js';

/** The method chooser of the purchase under way, wherever it started (spec §2). */
export function ChooserModal({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const product = usePurchase((s) => s.product);
  const close = usePurchase((s) => s.closeChooser);
  const phone = useSession((s) => s.phoneNumber);
  const payment = useStartPayment(product, locale);
  // Back: the previous route in the mobile app, otherwise the modal closes.
  const back = () => {
    close();
    if (isAppMode()) stepBackPastDialogs();
  };
  return (
    <Modal open={product !== null} onClose={close} title={t('pay_choose_method')} testId="method-chooser-modal">
      {product ? (
        <>
          <MethodChooser
            key={`${product.productPriceId}|${product.recipient ?? ''}`}
            product={product}
            phoneNumber={phone}
            locale={locale}
            onPay={payment.start}
            onBack={back}
            error={payment.error}
          />
          {payment.linkLoading ? (
            <p className="pay-note" role="status" data-testid="link-loading">
              {t('pay_opening_link')}
            </p>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

/**
 * Follows an order whose payment page opened in another tab, while a payment dialog is open: once
 * it is paid, the dialogs that led to it close, the balance is read again and a toast says so; a
 * declined one leaves them open for another try, with a toast that says it failed.
 */
function AwaitedOrder() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  // Followed while a payment dialog is open: an abandoned payment page is not polled for hours
  // (the balance is read again when the tab is shown anyway).
  const open = usePaymentLayerWanted();
  const orderId = usePurchase((s) => (open ? s.awaitedOrder : null));
  const status = useOrder(orderId).data?.status;
  useEffect(() => {
    if (orderId === null || status === undefined || status === 'created' || status === 'pending') return;
    usePurchase.getState().awaitOrder(null);
    if (status !== 'paid') {
      // Declined there: the chooser stays for another method, and says why it is still here.
      if (status === 'failed') showToast(t('pay_fail_title'), TIMINGS_MS.replyToast);
      return;
    }
    usePurchase.getState().closeChooser();
    usePaymentModal.getState().closePaymentModal();
    void refreshAfterPayment(qc);
    showToast(t('pay_success_title'), TIMINGS_MS.replyToast);
  }, [orderId, status, qc, t]);
  return null;
}

/**
 * The payment layer the app renders once: Buy NumCy (opened from the header and every top-up
 * path), the method chooser and the gift success modal.
 */
export function PaymentDialogs({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const open = usePaymentModal((s) => s.open);
  const closeBuy = usePaymentModal((s) => s.closePaymentModal);
  const giftSent = usePurchase((s) => s.giftSent);
  const closeGift = usePurchase((s) => s.closeGiftSent);
  return (
    <>
      <Modal open={open} onClose={closeBuy} title={t('pay_numcy_title')} testId="payment-modal" className="modal--pay">
        <BuyNumCy locale={locale} onStarted={closeBuy} />
      </Modal>
      <ChooserModal locale={locale} />
      <GiftSuccessModal gift={giftSent} locale={locale} onClose={closeGift} />
      <AwaitedOrder />
    </>
  );
}
