/**
 * Content files that are no pages, as Docusaurus leaves them out of docs and blog folders: partials (`_name.md`, any
 * file in a folder named `_name`: other files import them) and tests. `_category_.json` is not Markdown: still read.
 */
export const PARTIALS = ['**/_*.{md,mdx}', '**/_*/**', '**/__tests__/**']
