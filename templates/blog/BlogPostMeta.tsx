/** "September 24, 2021 · 2 min read", "… · One min read" (Docusaurus' wording) */
export function BlogPostMeta({
  date,
  formattedDate,
  readingTimeMinutes,
}: {
  date: string
  formattedDate: string
  readingTimeMinutes: number
}) {
  const minutes = Math.max(1, Math.ceil(readingTimeMinutes))
  return (
    <div className="blog-post__meta">
      <time dateTime={date}>{formattedDate}</time>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span>{readingTimeLabel(minutes)}</span>
    </div>
  )
}

/** Docusaurus' wording of a reading time in whole minutes: "One min read", "2 min read" */
export function readingTimeLabel(minutes: number): string {
  return minutes === 1 ? 'One min read' : `${minutes} min read`
}
