/**
 * Turns whatever a watch build threw into the one message the terminal prints and the browser overlay shows,
 * with the file and line to fix. BuildErrors already carry them; a module that fails to load (a syntax error
 * in a template, theme code or a React page, reported by the TypeScript loader as esbuild's
 * `/abs/file.tsx:3:10: ERROR: …`) or throws while loading gets them from the loader's message or the stack.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BuildError, BuildErrorList } from '../errors.js'
import type { ReportedError } from './build-worker-protocol.js'

export function describeBuildFailure(error: unknown, siteDir: string): ReportedError {
  const reported = describeError(error, siteDir)
  // every problem the build found, not only the one that failed it (as the CLI reports them)
  const warnings = error instanceof BuildError || error instanceof BuildErrorList ? error.warnings : []
  return warnings.length > 0 ? { ...reported, warnings } : reported
}

function describeError(error: unknown, siteDir: string): ReportedError {
  if (error instanceof BuildErrorList)
    return { message: error.message, file: error.errors[0]?.file, line: error.errors[0]?.line }
  // a module that failed to load (e.g. page-module-error) knows the file but not the line: its cause does
  const syntax =
    error instanceof BuildError && error.line === undefined && error.cause !== undefined
      ? locateModuleError(error.cause, siteDir)
      : undefined
  if (error instanceof BuildError && !(syntax && syntax.code === 'module-syntax'))
    return { message: error.format(), file: error.file, line: error.line }
  const located = syntax ?? locateModuleError(error, siteDir)
  return { message: located.format(), file: located.file, line: located.line }
}

const ESBUILD_LOCATION = /^(.+?):(\d+):(\d+): ERROR: (.*)$/m
const STACK_LOCATION =
  /\((?<url>(?:file:\/\/)?\/[^()]+?):(?<line>\d+):(?<column>\d+)\)|at (?<bare>(?:file:\/\/)?\/[^\s()]+?):(?<bareLine>\d+):(?<bareColumn>\d+)/g

function locateModuleError(error: unknown, siteDir: string): BuildError {
  const message = error instanceof Error ? error.message : String(error)
  const relative = (file: string): string =>
    path
      .relative(siteDir, file.startsWith('file://') ? fileURLToPath(file) : file)
      .split(path.sep)
      .join('/')
  const syntax = ESBUILD_LOCATION.exec(message)
  if (syntax) {
    const [, file, line, column, text] = syntax
    const more = (message.match(/: ERROR: /g)?.length ?? 1) - 1
    return new BuildError('module-syntax', text, {
      file: relative(file),
      line: Number(line),
      column: Number(column) + 1,
      hint:
        more > 0
          ? `${more} more error(s) follow the first; fix it and save.`
          : 'Fix the code and save: the site rebuilds.',
      cause: error,
    })
  }
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  for (const match of stack.matchAll(STACK_LOCATION)) {
    const url = match.groups!.url ?? match.groups!.bare
    if (url.includes('/node_modules/')) continue
    const line = Number(match.groups!.line ?? match.groups!.bareLine)
    const column = Number(match.groups!.column ?? match.groups!.bareColumn)
    return new BuildError('module-error', message.split('\n')[0], {
      file: relative(url.replace(/\?.*$/, '')),
      line,
      column,
      cause: error,
    })
  }
  return new BuildError('build-failed', message.split('\n')[0], {
    hint: 'Run `hotkeys-docs build --verbose` for the stack trace.',
    cause: error,
  })
}
