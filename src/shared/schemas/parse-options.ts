/**
 * Options of every parse in the generator: zod compiles a fast path for an object schema on its first synchronous
 * parse (code generated with `new Function`), which pays off only over many parses of one schema. A build parses the
 * site config once and each front matter schema once per page: the first parse of the site config took ~26 ms with
 * the compile and ~5 ms without it, later parses ~0.15 ms either way.
 */
export const PARSE_OPTIONS = { jitless: true } as const
