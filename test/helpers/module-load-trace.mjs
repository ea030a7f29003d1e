// A module-load trace for CLI tests: `node --import ./test/helpers/module-load-trace.mjs …` with
// HD_MODULE_TRACE=<file> appends the URL of every ES module the process loads to that file, one per line.
// Tests use it to check what a command does *not* load (e.g. `--help` never loads the build pipeline).
import { register } from 'node:module'

if (process.env.HD_MODULE_TRACE) {
  const hooks = `
    import { appendFileSync } from 'node:fs'
    export async function load(url, context, nextLoad) {
      appendFileSync(${JSON.stringify(process.env.HD_MODULE_TRACE)}, url + '\\n')
      return nextLoad(url, context)
    }
  `
  register(`data:text/javascript,${encodeURIComponent(hooks)}`)
}
