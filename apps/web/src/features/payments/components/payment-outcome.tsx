import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { AlertIcon, CheckIcon, WalletIcon } from '../../../components/icons.js';

export type OutcomeKind = 'success' | 'fail' | 'processing' | 'giftprocessing';

const TEXTS: Record<OutcomeKind, { title: string; text: string; tone: 'brand' | 'danger' | 'neutral' }> = {
  success: { title: 'pay_success_title', text: 'pay_success_text', tone: 'brand' },
  fail: { title: 'pay_fail_title', text: 'pay_fail_text', tone: 'danger' },
  processing: { title: 'pay_processing_title', text: 'pay_processing_text', tone: 'neutral' },
  giftprocessing: { title: 'pay_giftprocessing_title', text: 'pay_giftprocessing_text', tone: 'neutral' },
};

/**
 * /payment/success, /fail, /processing, /giftprocessing (spec §2). The provider's return page never
 * credits anything: the balance shown comes from the server (`children`).
 */
export function PaymentOutcome({ kind, children, actions }: { kind: OutcomeKind; children?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { title, text, tone } = TEXTS[kind];
  const icon = kind === 'success' ? <CheckIcon size={28} /> : kind === 'fail' ? <AlertIcon size={28} /> : <WalletIcon size={28} />;
  return (
    <Card className="state-card" data-testid={`payment-${kind}`}>
      <EmptyState tone={tone} icon={icon} title={t(title)} headingLevel={1} role={kind === 'fail' ? 'alert' : 'status'} actions={actions}>
        <p>{t(text)}</p>
        {children}
      </EmptyState>
    </Card>
  );
}
