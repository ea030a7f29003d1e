/**
 * `@theme/ReactLiveScope`: what live code blocks see by name when the site has no src/theme/ReactLiveScope of its
 * own (as in @docusaurus/theme-live-codeblock): React and its hooks.
 */
import * as React from 'react'

const ReactLiveScope: Record<string, unknown> = { React, ...React }
export default ReactLiveScope
