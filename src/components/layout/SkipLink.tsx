import { m } from '#src/paraglide/messages.js'

export function SkipLink() {
  return (
    <a href="#content" className="skip-link">
      {m.skip_to_content()}
    </a>
  )
}
