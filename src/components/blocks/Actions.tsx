import { ContentAction } from './ContentAction'
import { attrsOf, type BlockProps } from './types'

/** A row of calls to action. */
export default function Actions({ block, topLevel }: BlockProps) {
  const { actions = [] } = attrsOf(block, 'lumera/actions')
  return (
    <p className={`flex flex-wrap gap-3 ${topLevel ? 'container-site pb-8' : ''}`}>
      {actions.map((action) => (
        <ContentAction key={action.label} action={action} />
      ))}
    </p>
  )
}
