import { Icon } from './Icon.js'

/** The small arrow after an external link's label, and the same fact for screen readers. */
export function ExternalLinkMark() {
  return (
    <>
      <Icon name="external" size={13} className="icon--external" />
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  )
}
