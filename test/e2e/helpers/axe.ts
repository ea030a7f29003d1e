/** axe-core in a playwright page: its default rules (WCAG 2 A/AA and best practices, as axe ships them). */
import axe from 'axe-core'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'

/**
 * Runs axe on the page as it is now (injecting axe once per document) and returns one readable entry per
 * violation: its id, impact and help, then each failing node's selectors and what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source })
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run())
  return results.violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help}`,
      ...violation.nodes.map(
        (node) => `  ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}`,
      ),
    ].join('\n'),
  )
}
