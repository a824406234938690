import { createElement, lazy, type ComponentProps } from 'react'
import type { LeadForm } from './LeadForm'

type LeadFormComponent = typeof LeadForm

let loaded: LeadFormComponent | undefined
let loading: Promise<LeadFormComponent> | undefined

/**
 * The lead form's code, loaded once. Pages with a form ask for it in their loader, so a client-side navigation renders
 * it at once; a visit's first page loads it when the visitor reaches for the form (InlineLeadForm).
 */
export function loadLeadForm(): Promise<LeadFormComponent> {
  // A failed download (a dropped connection) is not kept: the next ask tries again.
  loading ??= import('./LeadForm').then(
    (module) => (loaded = module.LeadForm),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** A route loader for pages with a form in them: the form's code comes with the page. */
export async function leadFormLoader(): Promise<void> {
  await loadLeadForm()
}

const LazyLeadForm = lazy(() => loadLeadForm().then((component) => ({ default: component })))

export function LeadFormOnDemand(props: ComponentProps<LeadFormComponent>) {
  return loaded ? createElement(loaded, props) : createElement(LazyLeadForm, props)
}
