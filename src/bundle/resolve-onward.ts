import type * as esbuild from 'esbuild'

/** pluginData key: the plugins that stepped aside for a resolve (and for the resolves it leads to) */
const STEPPED_ASIDE = Symbol('plugins that stepped aside')

type AsideData = { [STEPPED_ASIDE]?: ReadonlySet<symbol> }

/** Whether the plugin that resolves with `skip` stepped aside for this resolve: its `onResolve` returns undefined. */
export function steppedAside(args: esbuild.OnResolveArgs, skip: symbol): boolean {
  return (args.pluginData as AsideData | undefined)?.[STEPPED_ASIDE]?.has(skip) ?? false
}

/**
 * For an esbuild plugin that looks at where an import resolves: resolves it as esbuild would have, the plugin's own
 * `onResolve` stepping aside (called again, `steppedAside(args, skip)` is true and it must return undefined). The
 * plugins that stepped aside before stay aside: two such plugins matching one import would otherwise call each
 * other without end.
 */
export function resolveOnward(
  build: esbuild.PluginBuild,
  args: esbuild.OnResolveArgs,
  skip: symbol,
): Promise<esbuild.ResolveResult> {
  const before = (args.pluginData as AsideData | undefined)?.[STEPPED_ASIDE] ?? []
  return build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    namespace: args.namespace,
    pluginData: { [STEPPED_ASIDE]: new Set([...before, skip]) },
  })
}
