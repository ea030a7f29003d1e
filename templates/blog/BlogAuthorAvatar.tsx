import { useEffect, useRef, useState } from 'react'

/** `Johannes Klauss` → `JK`: the first letters of a name's first and last words. */
export function authorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const initial = (word: string) => Array.from(word)[0].toUpperCase()
  if (words.length === 0) return ''
  return words.length === 1 ? initial(words[0]) : initial(words[0]) + initial(words[words.length - 1])
}

/**
 * An author's picture, or their initials when it cannot load (offline, a moved URL) instead of the browser's
 * broken-image icon. Hydrated, the client swaps in the initials on the image's error event, or at once when the
 * image failed before hydration (no error event reaches React then: the image is complete without pixels and cannot
 * be decoded). Without JavaScript, the stylesheet draws the initials over a broken image from its `data-initials`
 * (blog.css: browsers render an image's ::before only when it failed to load).
 */
export function BlogAuthorAvatar({ name, src }: { name: string; src: string }) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = image.current
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true))
  }, [])
  const initials = authorInitials(name)
  if (failed) {
    return (
      <span className="blog-author__avatar blog-author__avatar--initials" aria-hidden="true">
        {initials}
      </span>
    )
  }
  return (
    <img
      ref={image}
      className="blog-author__avatar"
      src={src}
      alt=""
      data-initials={initials}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
