/**
 * Loads a Docusaurus 3 site's config: docusaurus.config.* (bundled and evaluated like ours, load-config.ts: CommonJS
 * or ESM, a function export, `require()` of the site's packages), the files it points at (read-docusaurus-files.ts),
 * then maps them onto our config (map-docusaurus-config.ts) and resolves that as any config of ours. Problems of the
 * mapping are reported all at once, each at its line; the resolved config remembers where each mapped part is
 * written (configAliases), so later messages about it name docusaurus.config.js or sidebars.js, not a file of ours.
 */
import path from 'node:path'
import { BuildError, BuildErrorList, type BuildWarning } from '../../errors.js'
import { type ConfigAlias, configLocator } from '../config-location.js'
import { importConfigFile } from '../load-config.js'
import { type ConfigOverrides, resolveConfig } from '../resolve-config.js'
import type { ResolvedConfig, SiteConfig } from '../site-config.js'
import { classicPreset } from './classic-preset.js'
import { type DocusaurusProblem, isRecord } from './docusaurus-problem.js'
import { mapDocusaurusConfig } from './map-docusaurus-config.js'
import { readDocusaurusFiles } from './read-docusaurus-files.js'

export async function loadDocusaurusConfig(
  configPath: string,
  overrides: ConfigOverrides = {},
): Promise<ResolvedConfig> {
  const loaded = await importConfigFile(configPath)
  const siteDir = path.dirname(loaded.file)
  const where = { siteDir, configFile: loaded.file, configText: loaded.text }
  const locate = configLocator(where)
  if (!isRecord(loaded.value)) {
    throw new BuildError('config-invalid-value', `${loaded.displayFile} must export an object`, {
      file: loaded.displayFile,
      hint: 'Write module.exports = { title, url, baseUrl, presets: [...] }.',
    })
  }
  const preset = classicPreset(loaded.value.presets, [])
  const docsAt = [...(preset?.at ?? ['presets']), 'docs']
  const docsOptions = isRecord(preset?.options.docs) ? preset.options.docs : {}
  const files = await readDocusaurusFiles(siteDir, docsOptions, locate, docsAt)

  const mapped = mapDocusaurusConfig(loaded.value, files)
  const configAliases: ConfigAlias[] = [
    ...mapped.aliases,
    ...Object.entries(files.sidebarFiles).map(([version, read]) => ({
      path: ['docs', 'sidebars', version],
      at: [],
      file: read.file,
      text: read.text,
    })),
  ]
  const placeOf = (problem: DocusaurusProblem) =>
    problem.file ? { file: path.relative(siteDir, problem.file) } : locate(problem.at)
  const problems = mapped.problems.filter((problem) => !problem.warning)
  if (problems.length > 0) {
    const errors = problems.map(
      (problem) =>
        new BuildError('docusaurus-unsupported', problem.message, { ...placeOf(problem), hint: problem.hint }),
    )
    throw errors.length === 1
      ? errors[0]
      : new BuildErrorList(`${loaded.displayFile}: ${errors.length} problems hotkeys-docs cannot build`, errors)
  }
  const warnings = mapped.problems
    .filter((problem) => problem.warning)
    .map((problem): BuildWarning => {
      const { file, line } = placeOf(problem)
      return {
        code: 'docusaurus-ignored-option',
        message: problem.message,
        ...(file && { file }),
        ...(line && { line }),
        ...(problem.hint && { hint: problem.hint }),
      }
    })
  const resolved = resolveConfig(
    mapped.config as SiteConfig,
    {
      configFile: loaded.file,
      configText: loaded.text,
      configDependencies: [...loaded.dependencies, ...files.dependencies],
      configAliases,
    },
    overrides,
  )
  return warnings.length > 0 ? { ...resolved, configWarnings: warnings } : resolved
}
