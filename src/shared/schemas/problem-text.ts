/**
 * What a schema says about its value's problems beyond the generic wording ("must be a string, got 42", "is
 * required"): a hint, the code and words of a missing value, of an unknown `type`. Declared next to the schema with
 * `.register(problemText, { … })` (zod's registry: data attached to a schema, filled as the schema modules load and
 * never changed after), read by the node side's problem reports (src/config/config-problems.ts). A schema's
 * `.describe()` says what its value must be ("a list of strings").
 */
import { z } from 'zod'

export interface ProblemText {
  /** the hint of every problem of this value but a missing one */
  hint?: string
  /** a missing value; by default code config-missing-field, "is required" and no hint */
  missing?: { code?: string; detail?: string; hint?: string }
  /** an object whose discriminator (`type`) names no known kind */
  unknownType?: { code?: string; detail: (type: unknown) => string; hint?: string }
  /** said after the list of known keys when an object has an unknown key */
  unknownKeyHint?: string
}

export const problemText = z.registry<ProblemText>()

/** What a refinement reports: a custom issue whose params carry the problem's code and hint. */
export interface ProblemParams {
  code?: string
  hint?: string
}

export function addProblem(
  ctx: z.RefinementCtx,
  problem: { message: string; path?: PropertyKey[]; code?: string; hint?: string },
): void {
  const params: ProblemParams = { code: problem.code, hint: problem.hint }
  ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path, params })
}

/**
 * Options of a rule that relates fields: it runs even when one of them failed (zod skips refinements of a value with
 * problems by default), so that every problem is reported at once. The rule sees the value as written where a field
 * failed, and checks what it reads.
 */
export const EVEN_WITH_PROBLEMS = { when: () => true } as const
