/** "September 24, 2021 · 2 min read" */
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
      <span>{minutes} min read</span>
    </div>
  )
}
