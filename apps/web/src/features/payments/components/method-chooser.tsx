import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { IconTile } from '../../../components/icon-tile.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { stepBackPastDialogs } from '../../../components/dialog-history.js';
import { isAppMode } from '../model/app-flags.js';
import type { PaymentProduct } from '../model/catalogue.js';
import { formatMoney } from '../model/catalogue.js';
import { buttonKey, LOADER_MS, methodButtons, type MethodButton } from '../model/payment-systems.js';
import { CardStep } from './card-step.js';
import { EmailModal } from './email-modal.js';
import { GiftIcon, NumCyIcon, ProIcon } from './numcy-icon.js';
import { PaymentLogo } from './payment-logos.js';

/** What a pressed button asks for; the container turns it into an order and opens the link. */
export interface PayRequest {
  button: MethodButton;
  cardNumber?: string;
  email?: string;
}

export const PRODUCT_ICONS: Record<PaymentProduct['icon'], () => ReactNode> = {
  numcy: () => <NumCyIcon size={30} />,
  pro: () => <ProIcon size={30} />,
  gift: () => <GiftIcon size={30} />,
  group: () => <ProIcon size={30} />,
};

/** The loader dots shown in place of a pressed button's label (spec §4). */
export function DotLoader({ label }: { label: string }) {
  return (
    <span className="dot-loader" role="status">
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The payment-method chooser (spec §2/§4): the product's icon and text, the formatted number and
 * one button per method of the product's payOrder (unknown codes draw nothing). A pressed button
 * shows the loader until its timer (spec §9) dismisses it; any press while one is pending is
 * ignored. A lone method starts by itself. QIWI_CARD first asks for the card's last 4 digits,
 * PAY_SELECTION_CARD for an e-mail.
 */
export function MethodChooser({
  product,
  phoneNumber,
  locale,
  onPay,
  onBack,
  error,
}: {
  product: PaymentProduct;
  phoneNumber: string | null;
  locale: string;
  onPay: (request: PayRequest) => void;
  onBack: () => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const buttons = methodButtons(product.payOrder);
  const [step, setStep] = useState<'none' | 'card'>('none');
  const [pending, setPending] = useState<string | null>(null);
  const [stepButton, setStepButton] = useState<MethodButton | null>(null);
  const [emailFor, setEmailFor] = useState<MethodButton | null>(null);
  // A ref as well as state: two presses within one render must not both get through.
  const pendingRef = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));

  const begin = (key: string, loaderMs: number) => {
    pendingRef.current = true;
    setPending(key);
    later(loaderMs, () => {
      pendingRef.current = false;
      setPending(null);
    });
  };

  const press = (button: MethodButton) => {
    if (pendingRef.current) return;
    if (button.step === 'card') {
      setStepButton(button);
      setStep('card');
      return;
    }
    if (button.step === 'email') {
      setEmailFor(button);
      return;
    }
    begin(buttonKey(button), button.loaderMs);
    onPay({ button });
  };

  const continueWithCard = (cardNumber: string) => {
    if (!stepButton || pendingRef.current) return;
    begin(buttonKey(stepButton), LOADER_MS.cardLoader);
    onPay({ button: stepButton, cardNumber });
    later(LOADER_MS.cardBack, () => setStep('none'));
  };

  const continueWithEmail = (email: string) => {
    if (!emailFor || pendingRef.current) return;
    begin(buttonKey(emailFor), emailFor.loaderMs);
    onPay({ button: emailFor, email });
  };

  // A lone method starts by itself, once.
  const autoStarted = useRef(false);
  const lone = buttons.length === 1 ? buttons[0] : undefined;
  useEffect(() => {
    if (!lone || autoStarted.current) return;
    autoStarted.current = true;
    press(lone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the product shown
  }, []);

  return (
    <div className="method-chooser" data-testid="method-chooser">
      <div className="method-chooser__product">
        <IconTile size={48} tone="warning" raised>
          {PRODUCT_ICONS[product.icon]()}
        </IconTile>
        <div>
          <p className="method-chooser__text">{product.text}</p>
          <p className="method-chooser__price">{formatMoney(product.amount, product.currency, locale)}</p>
          {phoneNumber ? (
            <p className="muted" dir="ltr" data-testid="chooser-number">
              {formatInternational(product.recipient ?? phoneNumber)}
            </p>
          ) : null}
        </div>
      </div>
      {error ? (
        <p className="pay-error" role="alert" data-testid="pay-error">
          {error}
        </p>
      ) : null}
      {step === 'card' ? (
        <CardStep busy={pending !== null} onContinue={continueWithCard} onBack={() => setStep('none')} />
      ) : (
        <>
          {buttons.length === 0 ? <p className="muted">{t('pay_no_methods')}</p> : null}
          <ul className="method-list" aria-label={t('pay_methods')}>
            {buttons.map((b) => {
              const key = buttonKey(b);
              const busy = pending === key;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className={`method-button${busy ? ' is-pending' : ''}`}
                    aria-busy={busy || undefined}
                    aria-disabled={(pending !== null && !busy) || undefined}
                    onClick={() => press(b)}
                    data-testid={`method-${key}`}
                  >
                    <PaymentLogo family={b.logo} />
                    <span className="method-button__label">
                      {busy ? (
                        <DotLoader label={t('pay_loading')} />
                      ) : (
                        <>
                          {t(b.labelKey)}
                          <span className="method-button__via">{b.noteKey ? `${b.provider} · ${t(b.noteKey)}` : b.provider}</span>
                        </>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary btn--md" onClick={onBack} data-testid="chooser-back">
              {t('pay_back')}
            </button>
          </div>
        </>
      )}
      {emailFor ? (
        <EmailModal
          open
          onSubmit={continueWithEmail}
          // Spec §2: Back steps back in history in the Android package, elsewhere it closes the modal.
          onBack={() => (isAppMode() ? stepBackPastDialogs() : setEmailFor(null))}
          onClose={() => setEmailFor(null)}
        />
      ) : null}
    </div>
  );
}
