import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { problemText } from '../../../../src/shared/schemas/problem-text.js'
import {
  describedAs,
  knownKeys,
  problemTextOf,
  schemaAtPath,
  unionOptionIndex,
} from '../../../../src/shared/schemas/schema-at-path.js'

const link = z.strictObject({ type: z.literal('link').optional(), to: z.string().describe('a route') })
const html = z.strictObject({ type: z.literal('html'), value: z.string().register(problemText, { hint: 'HTML' }) })
const item = z.discriminatedUnion('type', [link, html]).register(problemText, { unknownType: { detail: () => 'no' } })
const schema = z
  .strictObject({
    items: z.array(item).optional(),
    blog: z.union([z.literal(false), z.strictObject({ count: z.int().default(1) })]).prefault({}),
    byName: z.record(z.string(), z.strictObject({ label: z.string() })),
  })
  .transform((value) => value)

describe('schemaAtPath', () => {
  const value = { items: [{ to: '/a' }, { type: 'html', value: 1 }], blog: { count: 'x' }, byName: { a: { label: 3 } } }

  it('follows a discriminated union by the value’s discriminator', () => {
    expect(describedAs(schemaAtPath(schema, ['items', 0, 'to'], value)!)).toBe('a route')
    expect(problemTextOf(schemaAtPath(schema, ['items', 1, 'value'], value)!).hint).toBe('HTML')
  })

  it('gives the layers of a union and of the option that checks the value there', () => {
    const layers = schemaAtPath(schema, ['items', 1], value)!
    expect(problemTextOf(layers).unknownType?.detail('x')).toBe('no')
    expect(knownKeys(layers)).toEqual(['type', 'value'])
    expect(knownKeys(schemaAtPath(schema, ['items', 0], value)!)).toEqual(['type', 'to'])
  })

  it('follows another union by the kind of value, through defaults, transforms and records', () => {
    expect(knownKeys(schemaAtPath(schema, ['blog'], value)!)).toEqual(['count'])
    expect(schemaAtPath(schema, ['blog', 'count'], value)).toBeDefined()
    expect(knownKeys(schemaAtPath(schema, ['byName', 'a'], value)!)).toEqual(['label'])
    expect(knownKeys(schemaAtPath(schema, [], value)!)).toEqual(['items', 'blog', 'byName'])
  })

  it('is undefined where the path leaves the schema', () => {
    expect(schemaAtPath(schema, ['nope', 'deeper'], value)).toBeUndefined()
  })

  it('unionOptionIndex: -1 for a value no option holds, or a schema that is not a union', () => {
    expect(unionOptionIndex(item, { type: 'html' })).toBe(1)
    expect(unionOptionIndex(item, {})).toBe(0)
    expect(unionOptionIndex(item, { type: 'carousel' })).toBe(-1)
    expect(unionOptionIndex(link, {})).toBe(-1)
  })
})
