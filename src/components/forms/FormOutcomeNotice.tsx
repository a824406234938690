import { useNavigate, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense } from 'react'
import { readOutcome, withoutOutcome } from '#src/forms/outcome.ts'
import { FormMessage as ServerFormMessage } from './FormMessage'

/**
 * The server renders the message into the HTML (a visitor without JavaScript sees it there); the
 * browser loads its code only on a page that has an outcome to show, not with every first page
 * (decision 0012). Until then the server's HTML of the boundary stays as it is.
 */
const FormMessage = createIsomorphicFn()
  .server(() => ServerFormMessage)
  .client(() => lazy(() => import('./FormMessage').then((module) => ({ default: module.FormMessage }))))()

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
      <Suspense fallback={null}>
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
      </Suspense>
    </div>
  )
}
