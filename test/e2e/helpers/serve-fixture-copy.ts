import { buildAndServe, type ServedSite } from '../../helpers/built-site.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'

/** A fixture site built from a throwaway copy (its config file: `configFile`) and served; closing removes the copy. */
export async function serveFixtureCopy(name: string, configFile: string): Promise<ServedSite> {
  const copy = await copyFixtureSite(name)
  const served = await buildAndServe(copy.file(configFile))
  return {
    ...served,
    async close() {
      await served.close()
      await copy.remove()
    },
  }
}
