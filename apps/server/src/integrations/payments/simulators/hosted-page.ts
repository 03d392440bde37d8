import QRCode from 'qrcode';

/** The look of one provider's hosted page: enough to tell at a glance whose stand-in it is. */
export interface PageStyle {
  brand: string;
  color: string;
  /** Text on the accent colour. */
  ink: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A provider's payment page, as the stand-in shows it: the order, its amount, and Pay / Decline /
 * Abandon (SBP: the QR code a bank app would scan, plus Pay). Plain HTML so it needs no build.
 */
export async function hostedPage(o: {
  style: PageStyle;
  title: string;
  description: string;
  amount: string;
  currency: string;
  action: string;
  qr?: string;
  note?: string;
}): Promise<string> {
  const qr = o.qr ? await QRCode.toString(o.qr, { type: 'svg', margin: 1, width: 220 }) : '';
  const button = (value: string, label: string, primary = false) =>
    `<button name="action" value="${value}" style="${primary ? `background:${o.style.color};color:${o.style.ink};border:0` : 'background:#fff;color:#222;border:1px solid #999'};padding:12px 20px;border-radius:8px;font-size:16px;min-width:120px;cursor:pointer">${label}</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(o.style.brand)} — ${escape(o.title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f4f5f7;color:#222">
<header style="background:${o.style.color};color:${o.style.ink};padding:16px 24px;font-weight:700;font-size:20px">${escape(o.style.brand)} <small style="font-weight:400;opacity:.8">(simulator)</small></header>
<main style="max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002">
<h1 style="font-size:20px;margin:0 0 8px">${escape(o.title)}</h1>
<p style="margin:0 0 16px">${escape(o.description)}</p>
<p style="font-size:28px;font-weight:700;margin:0 0 16px" data-testid="amount">${escape(o.amount)} ${escape(o.currency)}</p>
${qr ? `<figure style="margin:0 0 16px;text-align:center" aria-label="SBP QR code">${qr}<figcaption style="font-size:12px;word-break:break-all">${escape(o.qr ?? '')}</figcaption></figure>` : ''}
${o.note ? `<p style="font-size:14px;color:#555">${escape(o.note)}</p>` : ''}
<form method="post" action="${escape(o.action)}" style="display:flex;gap:8px;flex-wrap:wrap">
${button('pay', 'Pay', true)}${qr ? '' : button('decline', 'Decline')}${button('abandon', 'Abandon')}
</form></main></body></html>`;
}

/** A page that is not (or no longer) payable. */
export function closedPage(style: PageStyle, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(style.brand)}</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><p>${escape(text)}</p></body></html>`;
}
