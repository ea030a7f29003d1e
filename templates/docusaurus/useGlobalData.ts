/**
 * `@docusaurus/useGlobalData`: the global data of the site's plugins (plugin name → plugin id → data), as Docusaurus
 * gives it: its docs plugin's versions, docs and sidebars (src/routes/global-data.ts). The build puts it in the route
 * data of the pages whose code imports this module, so no other page carries it.
 */
import type { GlobalData } from '../../src/shared/types.js'
import { useOptionalSiteContext } from '../SiteContext.js'

/** Docusaurus' id of a plugin's only (unnamed) instance */
export const DEFAULT_PLUGIN_ID = 'default'

export interface GlobalDataOptions {
  /** throw when the plugin (or instance) has no global data, instead of returning undefined */
  failfast?: boolean
}

const NONE: GlobalData = {}

export default function useGlobalData(): GlobalData {
  return useOptionalSiteContext()?.route.globalData ?? NONE
}

/** Every instance's data of a plugin, by instance id; undefined for a plugin that gives none (or is not used). */
export function useAllPluginInstancesData(
  pluginName: string,
  options: GlobalDataOptions = {},
): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName]
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`)
  return data
}

/** One instance's data of a plugin (the default instance unless `pluginId` names another). */
export function usePluginData(
  pluginName: string,
  pluginId: string = DEFAULT_PLUGIN_ID,
  options: GlobalDataOptions = {},
): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId]
  if (!data && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`)
  return data
}
