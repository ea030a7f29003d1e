import { describe, expect, it } from 'vitest'
import {
  blogFrontMatterSchema,
  docFrontMatterSchema,
  pageFrontMatterSchema,
} from '../../../../src/shared/schemas/front-matter-schema.js'

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort()

describe('front matter schemas', () => {
  it('know the keys of each kind of page (Docusaurus’ names)', () => {
    expect(keys(docFrontMatterSchema)).toEqual(
      [
        'id',
        'title',
        'sidebar_label',
        'sidebar_position',
        'sidebar_class_name',
        'slug',
        'description',
        'keywords',
        'tags',
        'image',
        'hide_title',
        'hide_table_of_contents',
        'toc_min_heading_level',
        'toc_max_heading_level',
        'pagination_prev',
        'pagination_next',
        'pagination_label',
        'draft',
        'unlisted',
        'custom_edit_url',
        'last_update',
      ].sort(),
    )
    expect(keys(blogFrontMatterSchema)).toEqual(
      [
        'slug',
        'title',
        'date',
        'authors',
        'tags',
        'description',
        'keywords',
        'image',
        'draft',
        'unlisted',
        'hide_table_of_contents',
        'toc_min_heading_level',
        'toc_max_heading_level',
        'custom_edit_url',
      ].sort(),
    )
    expect(keys(pageFrontMatterSchema)).toEqual(
      [
        'title',
        'description',
        'keywords',
        'hide_title',
        'hide_table_of_contents',
        'slug',
        'image',
        'draft',
        'unlisted',
        'toc_min_heading_level',
        'toc_max_heading_level',
      ].sort(),
    )
  })

  it('takes null for the keys that switch something off, and a date as YAML reads it or as text', () => {
    expect(docFrontMatterSchema.safeParse({ pagination_next: null, custom_edit_url: null }).success).toBe(true)
    expect(docFrontMatterSchema.safeParse({ title: null }).success).toBe(false)
    expect(blogFrontMatterSchema.safeParse({ date: new Date(0) }).success).toBe(true)
    expect(blogFrontMatterSchema.safeParse({ date: '2021-09-24T10:00:00Z' }).success).toBe(true)
    expect(blogFrontMatterSchema.safeParse({ authors: ['jane', { name: 'Joe' }] }).success).toBe(true)
  })
})
