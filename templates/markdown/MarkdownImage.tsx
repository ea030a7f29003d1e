import type { ImgHTMLAttributes } from 'react'
import { useFileUrl } from '../common/RouteLink.js'

/** Images in content load lazily and never block the text. */
export function MarkdownImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const fileUrl = useFileUrl()
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      src={typeof props.src === 'string' ? fileUrl(props.src) : props.src}
      alt={props.alt ?? ''}
    />
  )
}
