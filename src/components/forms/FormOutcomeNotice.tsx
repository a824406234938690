import { useNavigate, useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense } from 'react'
import { readOutcome, withoutOutcome } from '#src/forms/outcome.ts'
import { FormMessage as ServerFormMessage } from './FormMessage'

/**
 * The server renders the message into the HTML (for visitors without JavaScript); the browser loads its code only on a
 * page with an outcome to show (decision 0061), leaving the server's HTML as it is until then.
 */
const FormMessage = createIsomorphicFn()
  .server(() => ServerFormMessage)
  .client(() => lazy(() => import('./FormMessage').then((module) => ({ default: module.FormMessage }))))()

/** After a form posted without JavaScript, the page shows the outcome the URL carries, the message open in the HTML. */
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
