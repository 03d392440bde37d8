import type { ReactNode } from 'react';
import type { LogoFamily } from '../model/payment-systems.js';

/**
 * Simple marks for the payment families (drawn here, no external assets). Decorative: the button
 * beside them carries the name.
 */
function Mark({ children, width = 44 }: { children: ReactNode; width?: number }) {
  return (
    <svg className="pay-logo" width={width} height={28} viewBox={`0 0 ${width} 28`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const CardShape = ({ fill, x = 0 }: { fill: string; x?: number }) => <rect x={x + 2} y={4} width={40} height={20} rx={4} fill={fill} />;

const MARKS: Record<LogoFamily, () => ReactNode> = {
  // Mir-like green card with a stripe.
  'cards-ru': () => (
    <Mark>
      <CardShape fill="#0f9d58" />
      <rect x={8} y={9} width={10} height={4} rx={1} fill="#fbbf24" />
      <text x={35} y={20} fontSize={8} fontWeight={700} fill="#fff" textAnchor="end">
        МИР
      </text>
    </Mark>
  ),
  // Two overlapping brand circles on a dark card.
  'cards-intl': () => (
    <Mark>
      <CardShape fill="#1a1f71" />
      <circle cx={18} cy={14} r={6} fill="#eb001b" />
      <circle cx={26} cy={14} r={6} fill="#f79e1b" fillOpacity={0.9} />
    </Mark>
  ),
  card: () => (
    <Mark>
      <CardShape fill="#475569" />
      <rect x={2} y={8} width={40} height={4} fill="#0f172a" />
      <rect x={8} y={16} width={14} height={3} rx={1} fill="#e2e8f0" />
    </Mark>
  ),
  robokassa: () => (
    <Mark>
      <rect x={2} y={4} width={40} height={20} rx={10} fill="#0d6efd" />
      <text x={22} y={18} fontSize={9} fontWeight={800} fill="#fff" textAnchor="middle">
        RK
      </text>
    </Mark>
  ),
  qiwi: () => (
    <Mark>
      <circle cx={22} cy={14} r={10} fill="#ff8c00" />
      <circle cx={22} cy={14} r={5} fill="none" stroke="#fff" strokeWidth={2.5} />
      <path d="M25 17l4 4" stroke="#fff" strokeWidth={2.5} strokeLinecap="round" />
    </Mark>
  ),
  // The fast-payments butterfly: four coloured triangles.
  sbp: () => (
    <Mark>
      <path d="M14 4l8 10-8 10z" fill="#5b57a2" />
      <path d="M22 14l8-10v20z" fill="#1d9bd7" />
      <path d="M14 4h16l-8 10z" fill="#f6a623" />
      <path d="M14 24h16l-8-10z" fill="#0f9d58" />
    </Mark>
  ),
  yoomoney: () => (
    <Mark>
      <rect x={6} y={4} width={32} height={20} rx={10} fill="#8b3ffd" />
      <circle cx={28} cy={14} r={5} fill="#fff" />
    </Mark>
  ),
  'wallet-purple': () => (
    <Mark>
      <rect x={6} y={6} width={32} height={18} rx={4} fill="#6d28d9" />
      <rect x={26} y={11} width={12} height={8} rx={3} fill="#c4b5fd" />
    </Mark>
  ),
  flexo: () => (
    <Mark>
      <rect x={2} y={4} width={40} height={20} rx={6} fill="#111827" />
      <path d="M10 20l6-12h14l-2 4H19l-1 2h8l-2 4h-8l-1 2z" fill="#22d3ee" />
    </Mark>
  ),
  softpay: () => (
    <Mark>
      <rect x={2} y={4} width={40} height={20} rx={6} fill="#059669" />
      <path d="M28 10c-2-2-10-2-10 1s10 2 10 5-8 3-10 1" fill="none" stroke="#fff" strokeWidth={2.5} strokeLinecap="round" />
    </Mark>
  ),
};

export function PaymentLogo({ family }: { family: LogoFamily }) {
  return <>{MARKS[family]()}</>;
}

/** The logo strip under the agreement (spec §2): the card networks and fast payments. */
export function PaymentLogoStrip() {
  return (
    <span className="pay-logo-strip" aria-hidden="true">
      <PaymentLogo family="cards-ru" />
      <PaymentLogo family="cards-intl" />
      <PaymentLogo family="sbp" />
    </span>
  );
}
