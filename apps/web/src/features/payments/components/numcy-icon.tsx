/** The NumCy coin (spec §2 Buy NumCy heading). Decorative. */
export function NumCyIcon({ size = 28 }: { size?: number }) {
  return (
    <svg className="numcy-icon" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx={16} cy={16} r={15} fill="#f59e0b" />
      <circle cx={16} cy={16} r={11.5} fill="#fbbf24" stroke="#b45309" strokeWidth={1.5} />
      <path d="M11 22V10l10 12V10" fill="none" stroke="#7c2d12" strokeWidth={2.6} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The PRO crown. Decorative. */
export function ProIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x={1} y={1} width={30} height={30} rx={9} fill="#4f46e5" />
      <path d="M8 21l-1-10 5.5 4L16 8l3.5 7L25 11l-1 10z" fill="#fde68a" />
      <rect x={8} y={22.5} width={16} height={2.5} rx={1} fill="#fde68a" />
    </svg>
  );
}

/** A gift box. Decorative. */
export function GiftIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x={4} y={12} width={24} height={16} rx={3} fill="#ec4899" />
      <rect x={2} y={8} width={28} height={6} rx={2} fill="#f472b6" />
      <rect x={14} y={8} width={4} height={20} fill="#fde68a" />
      <path d="M16 8c-2-5-8-5-7-1 1 2 5 1 7 1zm0 0c2-5 8-5 7-1-1 2-5 1-7 1z" fill="#fde68a" />
    </svg>
  );
}
