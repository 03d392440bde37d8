/**
 * Rebuilds src/modules/numbers/ru-registry/ru-def-9xx.json from the Russian numbering registry's
 * DEF-9xx extract (opendata.digital.gov.ru), so the server carries its own compact copy.
 *
 *   node --import tsx apps/server/scripts/build-ru-registry.ts [path/to/DEF-9xx.csv]
 *
 * The default source is ../shared/data/ru-def-9xx.csv next to the repository, resolved from this
 * file so the npm script (run from apps/server) and a run from the root behave the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operatorKey } from '../src/modules/numbers/ru-registry/names.js';
import { REPO_ROOT } from '../src/paths.js';

export interface RegistryRow {
  /** First and last 10-digit national number of the range (prefix * 10^7 + subscriber number). */
  start: number;
  end: number;
  operator: string;
  region: string;
}

export interface ParseResult {
  rows: RegistryRow[];
  /** `line N: reason` for every row that was skipped. */
  errors: string[];
}

/** [start, end, index into operators, index into regions] */
export type Range = [number, number, number, number];

export interface CompactRegistry {
  operators: string[];
  regions: string[];
  ranges: Range[];
}

/**
 * Parses the registry CSV: `АВС/ DEF;От;До;Емкость;Оператор;Регион;Территория ГАР;ИНН`. The file
 * does not use CSV quoting (names keep their inner quotes, and none contains a semicolon), so a
 * plain split is exact. Rows that do not look like a 9xx range are reported and skipped rather
 * than aborting, so one bad line in a new registry file does not block a rebuild.
 */
export function parseRegistryCsv(text: string): ParseResult {
  const rows: RegistryRow[] = [];
  const errors: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (!line.trim()) return;
    const f = line.split(';').map((s) => s.trim());
    if (i === 0 && !/^\d/.test(f[0] ?? '')) return; // header
    const [def = '', from = '', to = '', capacity = '', operator = '', region = '', gar = ''] = f;
    const fail = (reason: string): void => void errors.push(`line ${lineNo}: ${reason}`);
    if (f.length < 6) return fail(`expected at least 6 fields, got ${f.length}`);
    if (!/^9\d\d$/.test(def)) return fail(`not a 9xx DEF code: "${def}"`);
    // Spreadsheets drop leading zeros, so accept 1-7 digits.
    if (!/^\d{1,7}$/.test(from) || !/^\d{1,7}$/.test(to)) return fail(`bad range "${from}"–"${to}"`);
    const start = Number(def) * 1e7 + Number(from);
    const end = Number(def) * 1e7 + Number(to);
    if (end < start) return fail(`range ends before it starts: ${from}–${to}`);
    if (/^\d+$/.test(capacity) && Number(capacity) !== end - start + 1) {
      return fail(`capacity ${capacity} does not match range ${from}–${to}`);
    }
    if (!operator) return fail('no operator');
    // Some ranges have "-" as region; the GAR territory column still names it then.
    const where = region && region !== '-' ? region : gar || '-';
    rows.push({ start, end, operator: operator.replace(/[«»]/g, '"').replace(/\s+/g, ' '), region: where.replace(/\s+/g, ' ') });
  });
  return { rows, errors };
}

const lowercaseCount = (s: string) => (s.match(/\p{Ll}/gu) ?? []).length;

/**
 * Indexes operators and regions, sorts the ranges and merges neighbours with the same operator and
 * region. Operators whose names differ only in case are one operator; the spelling with the most
 * lower-case letters is kept because it reads best ("МегаФон" over "МЕГАФОН"). Throws on
 * overlapping ranges: a number must resolve to one operator.
 */
export function compactRegistry(rows: readonly RegistryRow[]): CompactRegistry {
  const spelling = new Map<string, string>();
  for (const { operator } of rows) {
    const key = operatorKey(operator);
    const seen = spelling.get(key);
    if (seen === undefined || lowercaseCount(operator) > lowercaseCount(seen)) spelling.set(key, operator);
  }
  // Sorted so that a rebuild from the same data gives the same file and small diffs otherwise.
  const operators = [...new Set(spelling.values())].sort();
  const regions = [...new Set(rows.map((r) => r.region))].sort();
  const opIndex = new Map(operators.map((o, i) => [operatorKey(o), i]));
  const regionIndex = new Map(regions.map((r, i) => [r, i]));

  const sorted = [...rows].sort((a, b) => a.start - b.start);
  const ranges: Range[] = [];
  for (const r of sorted) {
    const op = opIndex.get(operatorKey(r.operator))!;
    const reg = regionIndex.get(r.region)!;
    const last = ranges.at(-1);
    if (last && r.start <= last[1]) throw new Error(`overlapping ranges at +7${r.start} and +7${last[0]}–${last[1]}`);
    if (last && r.start === last[1] + 1 && last[2] === op && last[3] === reg) last[1] = r.end;
    else ranges.push([r.start, r.end, op, reg]);
  }
  return { operators, regions, ranges };
}

/** One range per line: a few percent larger than minified, but a rebuild diffs line by line. */
export function formatRegistry(reg: CompactRegistry): string {
  const list = (items: readonly unknown[]) => `[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]`;
  return `{\n"operators": ${list(reg.operators)},\n"regions": ${list(reg.regions)},\n"ranges": ${list(reg.ranges)}\n}\n`;
}

export const OUTPUT = fileURLToPath(new URL('../src/modules/numbers/ru-registry/ru-def-9xx.json', import.meta.url));

function main(): void {
  // npm runs workspace scripts in apps/server; INIT_CWD is where the user typed the command.
  const arg = process.argv[2];
  const source = arg ? resolve(process.env.INIT_CWD ?? process.cwd(), arg) : resolve(REPO_ROOT, '../shared/data/ru-def-9xx.csv');
  const { rows, errors } = parseRegistryCsv(readFileSync(source, 'utf8'));
  if (rows.length === 0) throw new Error(`${source}: no ranges found`);
  const registry = compactRegistry(rows);
  const json = formatRegistry(registry);
  writeFileSync(OUTPUT, json);
  for (const e of errors.slice(0, 20)) console.warn(`skipped ${e}`);
  if (errors.length > 20) console.warn(`… and ${errors.length - 20} more skipped rows`);
  console.log(
    `${source}: ${rows.length + errors.length} rows read, ${errors.length} skipped; ` +
      `${registry.ranges.length} ranges, ${registry.operators.length} operators, ${registry.regions.length} regions → ` +
      `${OUTPUT} (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB)`,
  );
}

// Run only as a CLI, not when the tests import the functions above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
