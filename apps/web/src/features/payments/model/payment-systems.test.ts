import { PAYMENT_SYSTEMS } from '@numscope/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/localeModule/json/en-US.json';
import { methodButtons } from './payment-systems.js';

describe('payment buttons', () => {
  it('every payment-system code of the contract has a button with a translated label', () => {
    for (const code of PAYMENT_SYSTEMS) {
      const buttons = methodButtons([code]);
      expect(buttons.length, code).toBeGreaterThan(0);
      for (const b of buttons) expect(en, code).toHaveProperty([b.labelKey]);
    }
  });
  it('keeps the payOrder, draws nothing for unknown codes and sends the aggregator payTypes of spec §9', () => {
    const buttons = methodButtons(['PRIMEPAYMENTS_SPB', 'SOMETHING_ELSE', 'PAYLAMA', 'PAYLAMA_ALT', 'QIWI_WALLET']);
    expect(buttons.map((b) => [b.code, b.payType ?? null])).toEqual([
      ['PRIMEPAYMENTS_SPB', 8],
      ['PAYLAMA', 1],
      ['PAYLAMA_ALT', 5],
      ['PAYLAMA_ALT', 2],
      ['QIWI_WALLET', null],
    ]);
    expect(buttons.find((b) => b.code === 'QIWI_WALLET')).toMatchObject({ paySourcesFilter: 'qw', loaderMs: 500 });
  });
});
