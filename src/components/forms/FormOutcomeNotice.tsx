import { useNavigate, useRouterState } from '@tanstack/react-router'
import { readOutcome, withoutOutcome } from '~/forms/outcome'
import { FormMessage } from './FormMessage'

/**
 * After a form posted without JavaScript, the server sends the visitor back to the page with the
 * outcome in the URL: show the form message, rendered open in the HTML itself.
 */
export function FormOutcomeNotice() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr })
  const navigate = useNavigate()
  const outcome = readOutcome(searchStr)
  if (!outcome) return null
  return (
    <div id="form-message">
      <FormMessage
        form={outcome.form}
        result={outcome.result}
        openOnServer
        onClose={() =>
          void navigate({
            to: '.',
            search: withoutOutcome,
            replace: true,
            resetScroll: false,
          })
        }
      />
    </div>
  )
}
