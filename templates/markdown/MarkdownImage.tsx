import type { ImgHTMLAttributes } from 'react'

/** Images in content load lazily and never block the text. */
export function MarkdownImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img loading="lazy" decoding="async" {...props} alt={props.alt ?? ''} />
}
