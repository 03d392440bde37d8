import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compactRegistry, formatRegistry, parseRegistryCsv } from '../../../../scripts/build-ru-registry.js';
import { OPERATORS, REGIONS, operatorKey } from './names.js';
import { lookupRuMobile, shortLegalName } from './ru-registry.js';

describe('lookupRuMobile', () => {
  it('names carrier and region of a Moscow MTS number in the reader’s language', () => {
    expect(lookupRuMobile('+79161234567', 'en-US')).toEqual({ carrier: 'MTS (Мобильные ТелеСистемы)', region: 'Moscow' });
    expect(lookupRuMobile('+79161234567', 'ru-RU')).toEqual({
      carrier: 'MTS (Мобильные ТелеСистемы)',
      region: 'Москва и Московская область',
    });
    expect(lookupRuMobile('+79161234567', 'de-DE')?.region).toBe('Moscow');
  });

  it('finds Beeline and MegaFon ranges', () => {
    expect(lookupRuMobile('+79030012345', 'en-US')).toEqual({ carrier: 'Beeline (ВымпелКом)', region: 'Moscow' });
    expect(lookupRuMobile('+79030212345', 'ru-RU')).toEqual({ carrier: 'Beeline (ВымпелКом)', region: 'Саратовская область' });
    expect(lookupRuMobile('+79261234567', 'en-US')).toEqual({ carrier: 'MegaFon (МегаФон)', region: 'Moscow' });
  });

  it('is exact at range boundaries', () => {
    // 900 0000000–0061999 Krasnodar, 0062000–0062999 Rostov, 0063000– Krasnodar again (all Т2 Мобайл).
    const region = (n: string) => lookupRuMobile(n, 'en-US')?.region;
    expect(region('+79000000000')).toBe('Krasnodar Krai');
    expect(region('+79000061999')).toBe('Krasnodar Krai');
    expect(region('+79000062000')).toBe('Rostov Oblast');
    expect(region('+79000062999')).toBe('Rostov Oblast');
    expect(region('+79000063000')).toBe('Krasnodar Krai');
    expect(lookupRuMobile('+79000000000', 'en-US')?.carrier).toBe('Tele2 (Т2 Мобайл)');
    // 901 0210000–0219999 is the last range before the gap 0220000–0294599.
    expect(lookupRuMobile('+79010219999', 'en-US')).toEqual({
      carrier: 'Express Mobile (Экспресс Мобайл)',
      region: 'Kemerovo Oblast – Kuzbass',
    });
    expect(lookupRuMobile('+79010220000', 'en-US')).toBeNull();
    expect(lookupRuMobile('+79010294599', 'en-US')).toBeNull();
    expect(lookupRuMobile('+79010294600', 'en-US')?.carrier).toBe('Alfa Mobile (Альфа-Мобайл)');
    expect(lookupRuMobile('+79999999999', 'en-US')).not.toBeNull();
  });

  it('returns null for unallocated, fixed-line and malformed numbers', () => {
    expect(lookupRuMobile('+79071234567', 'en-US')).toBeNull(); // 907 is not allocated
    expect(lookupRuMobile('+74951234567', 'en-US')).toBeNull();
    expect(lookupRuMobile('+7916123456', 'en-US')).toBeNull();
    expect(lookupRuMobile('+791612345678', 'en-US')).toBeNull();
    expect(lookupRuMobile('79161234567', 'en-US')).toBeNull();
    expect(lookupRuMobile('+380671234567', 'en-US')).toBeNull();
  });

  it('takes the region from the GAR territory where the registry region is "-"', () => {
    // 901 8275000–8299999 (Альфа-Мобайл) has region "-" and territory "Город Москва, Московская область".
    expect(lookupRuMobile('+79018280000', 'en-US')).toEqual({ carrier: 'Alfa Mobile (Альфа-Мобайл)', region: 'Moscow' });
  });
});

describe('the committed table', () => {
  const json = JSON.parse(readFileSync(new URL('./ru-def-9xx.json', import.meta.url), 'utf8')) as {
    operators: string[];
    regions: string[];
    ranges: [number, number, number, number][];
  };

  it('has a brand for every operator and a translation for every region', () => {
    expect(json.operators.filter((o) => !OPERATORS[operatorKey(o)])).toEqual([]);
    expect(json.regions.filter((r) => !REGIONS[r])).toEqual([]);
  });

  it('has sorted, disjoint 9xx ranges with valid indexes', () => {
    const bad = json.ranges.filter(
      ([start, end, op, reg], i) =>
        !(start > (json.ranges[i - 1]?.[1] ?? 9e9 - 1) && end >= start && end <= 9999999999) ||
        json.operators[op] === undefined ||
        json.regions[reg] === undefined,
    );
    expect(bad).toEqual([]);
  });
});

describe('build-ru-registry', () => {
  const header = 'АВС/ DEF;От;До;Емкость;Оператор;Регион;Территория ГАР;ИНН';
  const csv = [
    `\uFEFF${header}`,
    '900;0000000;0000999;1000;ООО "Т2 МОБАЙЛ";Краснодарский край;Краснодарский край;7743895280',
    '900;0001000;0001999;1000;ООО "Т2 Мобайл";Краснодарский край;Краснодарский край;7743895280', // merges: same operator up to case
    '900;0002000;0002999;1000;ООО "Т2 Мобайл";Ростовская обл.;Ростовская область;7743895280', // other region
    '900;0004000;0004999;1000;ООО "Т2 Мобайл";Ростовская обл.;Ростовская область;7743895280', // gap before it
    '916;0000000;9999999;10000000;ПАО "Мобильные ТелеСистемы";-;Город Москва, Московская область;7740000076',
    '495;0000000;0000999;1000;ПАО МГТС;г. Москва;Город Москва;7710016640', // not a mobile code
    '901;0000100;0000000;-99;ООО "МИАТЕЛ";Самарская обл.;Самарская область;7841482919', // reversed
    '901;0000000;0000099;50;ООО "МИАТЕЛ";Самарская обл.;Самарская область;7841482919', // capacity mismatch
    '901;0000000',
    '',
  ].join('\r\n');

  it('parses rows, strips the BOM and header and reports bad rows', () => {
    const { rows, errors } = parseRegistryCsv(csv);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ start: 9000000000, end: 9000000999, operator: 'ООО "Т2 МОБАЙЛ"', region: 'Краснодарский край' });
    expect(rows[4]?.region).toBe('Город Москва, Московская область');
    expect(errors).toEqual([
      expect.stringMatching(/^line 7: not a 9xx DEF code/),
      expect.stringMatching(/^line 8: range ends before it starts/),
      expect.stringMatching(/^line 9: capacity 50 does not match/),
      expect.stringMatching(/^line 10: expected at least 6 fields/),
    ]);
  });

  it('merges adjacent ranges of the same operator and region', () => {
    const reg = compactRegistry(parseRegistryCsv(csv).rows);
    expect(reg.operators).toEqual(['ООО "Т2 Мобайл"', 'ПАО "Мобильные ТелеСистемы"']);
    expect(reg.regions).toEqual(['Город Москва, Московская область', 'Краснодарский край', 'Ростовская обл.']);
    expect(reg.ranges).toEqual([
      [9000000000, 9000001999, 0, 1],
      [9000002000, 9000002999, 0, 2],
      [9000004000, 9000004999, 0, 2],
      [9160000000, 9169999999, 1, 0],
    ]);
    expect(JSON.parse(formatRegistry(reg))).toEqual(reg);
  });

  it('refuses overlapping ranges', () => {
    const rows = [
      { start: 9000000000, end: 9000000999, operator: 'A', region: 'R' },
      { start: 9000000500, end: 9000001999, operator: 'B', region: 'R' },
    ];
    expect(() => compactRegistry(rows)).toThrow(/overlapping/);
  });

  it('shortens legal names to the name itself', () => {
    expect(shortLegalName('ПАО "Мобильные ТелеСистемы"')).toBe('Мобильные ТелеСистемы');
    expect(shortLegalName('ФГУП «ГРЧЦ»')).toBe('ГРЧЦ');
    expect(shortLegalName('ПАО МГТС')).toBe('МГТС');
    expect(shortLegalName('МИНЦИФРЫ РОССИИ')).toBe('МИНЦИФРЫ РОССИИ');
  });
});
