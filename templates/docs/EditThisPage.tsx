import { Icon } from '../common/Icon.js'
import { EXTERNAL_LINK_PROPS } from '../common/links.js'

export function EditThisPage({ url }: { url: string }) {
  return (
    <a className="edit-this-page" href={url} {...EXTERNAL_LINK_PROPS}>
      <Icon name="edit" size={16} />
      Edit this page
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
