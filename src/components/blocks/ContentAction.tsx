import type { Action } from '#src/blocks/model.ts'
import type { FormId } from '#src/forms/formIds.ts'
import type { SlugPath, StaticPath } from '#src/i18n/routes.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { AppLink } from '../AppLink'
import { FormModalLink } from '../forms/FormModalLink'
import { contentLinkTarget } from './linkTarget'

/** Where each lead form lives as a page: a form link goes there without scripts. */
const formPages: Record<FormId, StaticPath> = {
  catalogue: '/catalogue',
  start_project: '/custom-made',
  quote: '/contact',
  newsletter: '/contact',
  contact: '/contact',
}

const styles: Record<Action['style'], string> = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  link: 'inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] underline underline-offset-8',
}

/** A call to action an editor made: a lead form in a dialog, a page of the site (a router link), or an address. `bare`: only `className` styles it. */
export function ContentAction({ action, className = '', bare = false }: { action: Action; className?: string; bare?: boolean }) {
  const locale = useLocale()
  const classes = bare ? className : `${styles[action.style]} ${className}`.trim()
  if (action.form) {
    return (
      <FormModalLink form={action.form} fallback={formPages[action.form]} className={classes}>
        {action.label}
      </FormModalLink>
    )
  }
  const href = action.href ?? '#'
  const target = contentLinkTarget(href, locale)
  if (target) {
    return target.params ? (
      <AppLink to={target.page as SlugPath} params={target.params} hash={target.hash} className={classes}>
        {action.label}
      </AppLink>
    ) : (
      <AppLink to={target.page as StaticPath} hash={target.hash} className={classes}>
        {action.label}
      </AppLink>
    )
  }
  const external = /^https?:/i.test(href)
  return (
    <a href={href} className={classes} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {action.label}
    </a>
  )
}
