import { useEffect } from 'react'

/** The attribute that names a `<Head>` element in the page's head: a hash of its HTML (headElementKey). */
export const HEAD_ELEMENT_ATTRIBUTE = 'data-hd-head'

/** A short hash of a head element's HTML, the same on the server and in the browser. */
export function headElementKey(html: string): string {
  let hash = 5381
  for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 33) + html.charCodeAt(i)) | 0
  return (hash >>> 0).toString(36)
}

/**
 * In the browser, a page's `<Head>` elements (`<meta>`, `<link>`, `<script>`… as HTML, each with its key) are in the
 * document's head while the page is shown, as Docusaurus' `<Head>` keeps them: the ones the server wrote for the
 * page first loaded are taken as they are, the others made (a client-side navigation), and all of them removed when
 * the page goes. A `<meta http-equiv="refresh">` is left to the full page load it is written for (a `<Redirect>`
 * follows its route in the browser).
 */
export function useHeadElements(html: readonly string[] | undefined): void {
  const key = html && html.length > 0 ? JSON.stringify(html) : ''
  useEffect(() => {
    if (!key) return
    const placed = (JSON.parse(key) as string[]).flatMap((element) => placeHeadElement(element) ?? [])
    return () => {
      for (const element of placed) element.remove()
    }
  }, [key])
}

function placeHeadElement(html: string): Element | undefined {
  const template = document.createElement('template')
  template.innerHTML = html
  const parsed = template.content.firstElementChild
  if (!parsed || parsed.getAttribute('http-equiv')?.toLowerCase() === 'refresh') return undefined
  const key = parsed.getAttribute(HEAD_ELEMENT_ATTRIBUTE)
  const written = key && document.head.querySelector(`[${HEAD_ELEMENT_ATTRIBUTE}="${key}"]`)
  if (written) return written
  const element = parsed.tagName === 'SCRIPT' ? runnableScript(parsed) : document.importNode(parsed, true)
  document.head.append(element)
  return element
}

/** a script element made by the document (one parsed from HTML by a template would not run) */
function runnableScript(parsed: Element): HTMLScriptElement {
  const script = document.createElement('script')
  for (const { name, value } of Array.from(parsed.attributes)) script.setAttribute(name, value)
  script.text = parsed.textContent ?? ''
  return script
}
