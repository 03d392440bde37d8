/**
 * How each payment-system code of spec §9 (the contract's PAYMENT_SYSTEMS) shows as a button (spec §2
 * button families, §4 payment buttons, §9 loader timings). A code not listed renders nothing.
 */
import { PAYMENT_SYSTEMS, type PaymentSystem } from '@numscope/contract';

export type PaymentSystemCode = PaymentSystem;

/** Logo families drawn by components/payment-logos.tsx. */
export type LogoFamily =
  'cards-ru' | 'cards-intl' | 'robokassa' | 'qiwi' | 'sbp' | 'yoomoney' | 'wallet-purple' | 'card' | 'flexo' | 'softpay';

/** Which follow-up the button needs before an invoice is asked for. */
export type MethodStep = 'none' | 'card' | 'email';

export interface MethodButton {
  code: PaymentSystemCode;
  /** Aggregator payType (spec §9): 1 card, 2 purple wallet, 5 online wallet, 8 primepayments SBP. */
  payType?: number;
  /** QIWI bills: where the payer pays from. */
  paySourcesFilter?: 'card' | 'qw';
  logo: LogoFamily;
  /** The provider's brand, shown under the label so two buttons of one kind (two SBP, two cards) differ. */
  provider: string;
  /** i18n key of the button's label. */
  labelKey: string;
  /** i18n key of what sets it apart from a button of the same provider and kind, shown after the provider. */
  noteKey?: string;
  step: MethodStep;
  /** How long the loader stays after the button starts (spec §9). */
  loaderMs: number;
}

/** Spec §9 loader dismissal: 500 ms after the wallet action, 2500 ms for most, 3500 ms for one Russian provider. */
export const LOADER_MS = { wallet: 500, most: 2500, robokassa: 3500, sbp: 2500, cardBack: 500, cardLoader: 3500 } as const;

const most = LOADER_MS.most;

/** The buttons a code shows, in order (PAYLAMA_ALT is the aggregator's two wallets). */
const BUTTONS: Record<PaymentSystemCode, readonly Omit<MethodButton, 'code' | 'provider'>[]> = {
  ROBOKASSA_CARD: [{ logo: 'cards-ru', labelKey: 'pay_method_card', step: 'none', loaderMs: most }],
  ROBOKASSA: [{ logo: 'robokassa', labelKey: 'pay_method_robokassa', step: 'none', loaderMs: LOADER_MS.robokassa }],
  PAY_SELECTION_CARD: [{ logo: 'card', labelKey: 'pay_method_card_email', step: 'email', loaderMs: most }],
  QIWI_CARD: [
    { logo: 'cards-ru', labelKey: 'pay_method_card_alt', step: 'card', paySourcesFilter: 'card', loaderMs: LOADER_MS.cardLoader },
  ],
  QIWI_WALLET: [{ logo: 'qiwi', labelKey: 'pay_method_qiwi', step: 'none', paySourcesFilter: 'qw', loaderMs: LOADER_MS.wallet }],
  PRIMEPAYMENTS_CARD: [{ logo: 'cards-ru', labelKey: 'pay_method_card_ru', step: 'none', loaderMs: most }],
  PRIMEPAYMENTS_YOO_MONEY: [{ logo: 'yoomoney', labelKey: 'pay_method_yoomoney', step: 'none', loaderMs: most }],
  PRIMEPAYMENTS_QW: [{ logo: 'qiwi', labelKey: 'pay_method_wallet', step: 'none', loaderMs: most }],
  PRIMEPAYMENTS_SPB: [{ logo: 'sbp', labelKey: 'pay_method_sbp', step: 'none', payType: 8, loaderMs: LOADER_MS.sbp }],
  FLEXO: [{ logo: 'flexo', labelKey: 'pay_method_card_other', step: 'none', loaderMs: most }],
  SOFTPAYMONEY: [{ logo: 'softpay', labelKey: 'pay_method_card_ru', step: 'none', loaderMs: most }],
  PAYLAMA: [{ logo: 'card', labelKey: 'pay_method_card', step: 'none', payType: 1, loaderMs: most }],
  PAYLAMA_ALT: [
    { logo: 'yoomoney', labelKey: 'pay_method_online_wallet', step: 'none', payType: 5, loaderMs: most },
    { logo: 'wallet-purple', labelKey: 'pay_method_wallet', step: 'none', payType: 2, loaderMs: most },
  ],
  PAYLAMA_SPB: [{ logo: 'sbp', labelKey: 'pay_method_sbp', step: 'none', loaderMs: LOADER_MS.sbp }],
  STRIPE_CARD: [{ logo: 'cards-intl', labelKey: 'pay_method_card_intl', step: 'none', loaderMs: most }],
  STRIPE_MINI: [{ logo: 'cards-intl', labelKey: 'pay_method_card_saved', noteKey: 'pay_method_note_saved', step: 'none', loaderMs: most }],
};

export function isPaymentSystemCode(code: string): code is PaymentSystemCode {
  return (PAYMENT_SYSTEMS as readonly string[]).includes(code);
}

/** Brand of each code's provider (names, not translated). */
const PROVIDERS: Record<PaymentSystemCode, string> = {
  ROBOKASSA_CARD: 'Robokassa',
  ROBOKASSA: 'Robokassa',
  PAY_SELECTION_CARD: 'Pay Selection',
  QIWI_CARD: 'QIWI',
  QIWI_WALLET: 'QIWI',
  PRIMEPAYMENTS_CARD: 'PrimePayments',
  PRIMEPAYMENTS_YOO_MONEY: 'PrimePayments',
  PRIMEPAYMENTS_QW: 'PrimePayments',
  PRIMEPAYMENTS_SPB: 'PrimePayments',
  FLEXO: 'Flexo',
  SOFTPAYMONEY: 'SoftPay',
  PAYLAMA: 'Paylama',
  PAYLAMA_ALT: 'Paylama',
  PAYLAMA_SPB: 'Paylama',
  STRIPE_CARD: 'Stripe',
  STRIPE_MINI: 'Stripe',
};

/** The buttons of a product's payOrder, in order; unknown codes give none. */
export function methodButtons(payOrder: readonly string[]): MethodButton[] {
  return payOrder.flatMap((code) =>
    isPaymentSystemCode(code) ? BUTTONS[code].map((b) => ({ ...b, code, provider: PROVIDERS[code] })) : [],
  );
}

/** A stable key of a button (a code may show two). */
export const buttonKey = (b: Pick<MethodButton, 'code' | 'payType'>) => `${b.code}${b.payType ?? ''}`;
