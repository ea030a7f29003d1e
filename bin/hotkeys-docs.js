#!/usr/bin/env node
// Thin launcher: registers the TypeScript loader, then hands over to the CLI.
process.env.NODE_ENV ??= 'production'
const { register } = await import('tsx/esm/api')
register()
await import('../src/cli/index.ts')
