/** A JSON file of a Docusaurus site (versions.json, a versioned sidebars file): its value, or an error at its line. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BuildError } from '../../errors.js'
import { jsonErrorOffset, lineAndColumn } from '../../content/json-positions.js'

export interface SiteJson {
  file: string
  text: string
  value: unknown
}

export function readSiteJson(file: string, siteDir: string, hint: string): SiteJson {
  const text = readFileSync(file, 'utf8')
  const offset = jsonErrorOffset(text)
  if (offset !== undefined) {
    throw new BuildError('docusaurus-json', `${path.relative(siteDir, file)} is not valid JSON`, {
      file: path.relative(siteDir, file),
      ...lineAndColumn(text, offset),
      hint,
    })
  }
  return { file, text, value: JSON.parse(text) as unknown }
}
