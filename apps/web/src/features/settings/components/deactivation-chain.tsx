import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useDeactivate } from '../api/use-account-lifecycle.js';
import { confirmsNumber, NumberConfirm } from './number-confirm.js';

/** Spec §4/§9: the warning's confirm stays disabled for this many seconds. */
export const DEACTIVATION_COUNTDOWN_S = 10;

/** Seconds left of a countdown that starts when the calling component mounts. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** The warning's text and buttons; mounted each time the warning opens, so its countdown starts again. */
function WarningBody({ onCancel, onContinue }: { onCancel: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(DEACTIVATION_COUNTDOWN_S);
  return (
    <>
      <p>{t('privacy_deactivate_warning_text')}</p>
      <p className="muted">{t('privacy_deactivate_warning_window')}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('action_cancel')}
        </Button>
        <Button variant="primary" disabled={left > 0} onClick={onContinue} data-testid="deactivate-warning-confirm">
          {left > 0 ? t('privacy_deactivate_wait', { seconds: left }) : t('privacy_deactivate_continue')}
        </Button>
      </div>
    </>
  );
}

type Step = 'warning' | 'confirm' | 'done';

/**
 * The deactivation chain (spec §2/§4): a warning whose confirm is disabled for a 10 s countdown,
 * a type-your-number step (submit only when the text equals the number), then a success modal.
 */
export function DeactivationChain({ open, phone, onClose }: { open: boolean; phone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('warning');
  const [typed, setTyped] = useState('');
  const deactivate = useDeactivate({ onSuccess: () => setStep('done') });

  const close = () => {
    onClose();
    setStep('warning');
    setTyped('');
  };
  const matches = confirmsNumber(typed, phone);

  if (step === 'warning')
    return (
      <Modal open={open} onClose={close} title={t('privacy_deactivate_warning_title')} testId="deactivate-warning" role="alertdialog">
        <WarningBody onCancel={close} onContinue={() => setStep('confirm')} />
      </Modal>
    );
  if (step === 'confirm')
    return (
      <Modal open={open} onClose={close} title={t('privacy_deactivate_confirm_title')} testId="deactivate-confirm">
        <form
          className="settings__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (matches && !deactivate.isPending) deactivate.mutate({ number: typed });
          }}
        >
          <NumberConfirm phone={phone} value={typed} onChange={setTyped} testId="deactivate-number" />
          <div className="modal__actions">
            <Button variant="secondary" onClick={close}>
              {t('action_cancel')}
            </Button>
            <Button type="submit" variant="primary" disabled={!matches} loading={deactivate.isPending} data-testid="deactivate-submit">
              {t('privacy_deactivate_submit')}
            </Button>
          </div>
        </form>
      </Modal>
    );
  return (
    <Modal open={open} onClose={close} title={t('privacy_deactivate_done_title')} testId="deactivate-done">
      <p>{t('privacy_deactivate_done_text')}</p>
      <div className="modal__actions">
        <Button variant="primary" onClick={close} data-testid="deactivate-done-close">
          {t('action_close')}
        </Button>
      </div>
    </Modal>
  );
}
