import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build from node_modules: journeys never fetch it from the network. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 level AA, with everything from 2.0 and 2.1 it includes. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A violation as a failure message shows it: the rule, its impact and where it fails. */
export interface Finding {
  id: string;
  impact: string;
  targets: string[];
}

const serious = (v: Result) => v.impact === 'serious' || v.impact === 'critical';

/** Runs axe on the page as it is now and returns its serious and critical WCAG AA violations. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts.
  if (!(await page.evaluate('typeof globalThis.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate<AxeResults, string[]>(
    (tags) =>
      (globalThis as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({ runOnly: { type: 'tag', values: tags } }),
    WCAG_AA,
  );
  return results.violations.filter(serious).map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** One line per violation: `color-contrast (serious): .a, .b`. */
export const describeFindings = (findings: Finding[]): string =>
  findings.map((f) => `${f.id} (${f.impact}) ×${f.targets.length}: ${f.targets.join(', ')}`).join('\n');
