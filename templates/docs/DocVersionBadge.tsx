export function DocVersionBadge({ label }: { label: string }) {
  return <span className="badge doc-version-badge">Version: {label}</span>
}
