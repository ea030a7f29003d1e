/**
 * The schema that checks the value at a path of a checked value, as a problem report needs it: its description, its
 * ProblemText, the keys an object knows. zod's issues name the path but not the schema, so the path is walked down
 * the schema alongside the value: a discriminated union is followed by the value's discriminator, another union by
 * the kind of value (object, array…).
 */
import type { z } from 'zod'
import { type ProblemText, problemText } from './problem-text.js'

type Schema = z.core.$ZodType

/** The parts of a schema definition the walk reads (zod keeps them in `_zod.def`). */
interface Definition {
  type: string
  innerType?: Schema
  in?: Schema
  getter?: () => Schema
  shape?: Record<string, Schema>
  element?: Schema
  valueType?: Schema
  options?: Schema[]
  discriminator?: string
}

const definition = (schema: Schema) => schema._zod.def as unknown as Definition

/** A schema and the schemas it wraps (optional, default, a transform's input…), outermost first. */
export function schemaLayers(schema: Schema): Schema[] {
  const layers = [schema]
  for (;;) {
    const def = definition(layers[layers.length - 1])
    const inner = def.innerType ?? def.in ?? def.getter?.()
    if (!inner || layers.length > 20) return layers
    layers.push(inner)
  }
}

/** The innermost layer: the object, array, union, string… that does the checking. */
export function baseOf(schema: Schema): Schema {
  return schemaLayers(schema).at(-1)!
}

/**
 * The layers of the schema at `path` of `value` (checked by `root`), or undefined when the path leaves the schema.
 * When that schema is a union, the layers of the option that checks the value there follow its own.
 */
export function schemaAtPath(root: Schema, path: readonly PropertyKey[], value: unknown): Schema[] | undefined {
  let schema: Schema | undefined = root
  let current = value
  for (const segment of path) {
    schema = schema && childSchema(unionOption(baseOf(schema), current), segment)
    if (!schema) return undefined
    current =
      isRecord(current) || Array.isArray(current) ? (current as Record<PropertyKey, unknown>)[segment] : undefined
  }
  const layers = schemaLayers(schema)
  const option = unionOption(layers.at(-1)!, current)
  return option === layers.at(-1) ? layers : [...layers, ...schemaLayers(option)]
}

function childSchema(schema: Schema, segment: PropertyKey): Schema | undefined {
  const def = definition(schema)
  if (def.type === 'object') return def.shape?.[String(segment)]
  if (def.type === 'array') return def.element
  if (def.type === 'record') return def.valueType
  return undefined
}

/** For a union, the option that checks `value` (innermost layer); any other schema is itself. */
function unionOption(schema: Schema, value: unknown): Schema {
  const options = definition(schema).options
  const index = unionOptionIndex(schema, value)
  return options && index >= 0 ? unionOption(baseOf(options[index]), value) : schema
}

/**
 * Which option of a union checks `value`: for a discriminated union the one its discriminator names, for another the
 * one that holds its kind of value (an object, an array); -1 when none (or `schema` is not a union).
 */
export function unionOptionIndex(schema: Schema, value: unknown): number {
  const def = definition(schema)
  if (def.type !== 'union' || !def.options) return -1
  const discriminator = def.discriminator
  return discriminator
    ? def.options.findIndex((option) =>
        baseOf(option)._zod.propValues?.[discriminator]?.has(
          isRecord(value) ? (value[discriminator] as never) : undefined,
        ),
      )
    : def.options.findIndex((option) => holdsKind(baseOf(option), value))
}

function holdsKind(schema: Schema, value: unknown): boolean {
  const type = definition(schema).type
  if (Array.isArray(value)) return type === 'array'
  if (isRecord(value)) return type === 'object' || type === 'record' || type === 'union'
  // a name among names (a theme's, where the other option is a theme object): the names' problem, with a suggestion
  if (typeof value === 'string') return type === 'enum'
  return false
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** What the layers' `.describe()` says the value must be. */
export function describedAs(layers: readonly Schema[]): string | undefined {
  for (const layer of layers) {
    const description = (layer as { description?: string }).description
    if (description) return description
  }
  return undefined
}

/** The ProblemText registered on the layers (outer layers win). */
export function problemTextOf(layers: readonly Schema[]): ProblemText {
  return Object.assign({}, ...layers.map((layer) => problemText.get(layer)).reverse())
}

/** The keys an object schema knows. */
export function knownKeys(layers: readonly Schema[]): string[] {
  const def = definition(layers.at(-1)!)
  return def.type === 'object' ? Object.keys(def.shape ?? {}) : []
}
