import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // a site's React pages are compiled into its node_modules/.cache/hotkeys-docs (src/temp-folders.ts) and import the
    // generator's .tsx sources when run from source: vitest must run them through its transform, as it does sources
    server: { deps: { inline: [/[\\/]node_modules[\\/]\.cache[\\/]hotkeys-docs[\\/]/] } },
  },
})
