/** A lead's outgoing calls (docs/specification.md §9), built without I/O so they are tested as data. */
import { services, type Locale } from '#app-config'
import { originOf, siteUrl, type Sites } from '#src/i18n/sites.ts'
import { givenNameMax, givenNameOf, personNameOf } from '#src/forms/fields.ts'
import { specSheetHref } from '#src/downloads/links.ts'
import { localePrefix } from '#src/i18n/locale.ts'
import { m } from '#src/paraglide/messages.js'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import { isUrlSlug } from '#src/site/slug.ts'
import type { QuotedProduct } from './quotedProducts'
import type { FormId, Lead } from './types'

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** Header-safe text: no line breaks or control characters (no header injection), bounded. */
export const singleLine = (value: string, max = 200) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)

const templateIds: Record<FormId, string> = {
  catalogue: 'lumera-catalogue-download',
  quote: 'lumera-quote-request',
  start_project: 'lumera-start-project',
  newsletter: 'lumera-newsletter-welcome',
  contact: 'lumera-contact-received',
}

const copy: Record<
  FormId,
  { subject: (o: { locale: Locale }) => string; title: (o: { locale: Locale }) => string; text: (o: { locale: Locale }) => string }
> = {
  catalogue: {
    subject: (o) => m.email_catalogue_subject({}, o),
    title: (o) => m.email_catalogue_title({}, o),
    text: (o) => m.email_catalogue_text({}, o),
  },
  quote: {
    subject: (o) => m.email_quote_subject({}, o),
    title: (o) => m.email_quote_title({}, o),
    text: (o) => m.email_request_text({}, o),
  },
  start_project: {
    subject: (o) => m.email_project_subject({}, o),
    title: (o) => m.email_project_title({}, o),
    text: (o) => m.email_request_text({}, o),
  },
  newsletter: {
    subject: (o) => m.email_newsletter_subject({}, o),
    title: (o) => m.email_newsletter_title({}, o),
    text: (o) => m.email_newsletter_text({}, o),
  },
  contact: {
    subject: (o) => m.email_contact_subject({}, o),
    title: (o) => m.email_contact_title({}, o),
    text: (o) => m.email_contact_text({}, o),
  },
}

export type UserEmail = {
  to: string
  sender_name: string
  sender_email: string
  subject: string
  data: Record<string, string>
  template_id: string
}
export type InternalEmail = { to: string[]; sender: string; subject: string; html: string }

/** The cabinets of a quote whose spec sheets its confirmation links: those quoted, or the one of the product page it came from. */
function specSheetsOf(lead: Lead, quoted: readonly QuotedProduct[]): Array<{ name: string; slug: string; locale: Locale }> {
  if (lead.form !== 'quote') return []
  if (quoted.length) return quoted.map((p) => ({ ...p, locale: lead.locale }))
  const page = matchPublicPath(lead.url.split(/[?#]/)[0]!)
  const name = singleLine(lead.fields.product ?? '', 120)
  return page?.page === '/product/$slug' && page.slug && isUrlSlug(page.slug) && name
    ? [{ name, slug: page.slug, locale: page.locale }]
    : []
}

/** `quoted`: the lead's quoted cabinets (quotedProductsOf), read once for all its payloads. */
export function buildUserEmail(lead: Lead, sites: Sites, quoted: readonly QuotedProduct[]): UserEmail {
  const o = { locale: lead.locale }
  const c = copy[lead.form]
  const home = siteUrl(sites, localePrefix(lead.locale) || '/')
  const origin = originOf(sites, lead.locale)
  const name = singleLine(givenNameOf(lead.fields), givenNameMax)
  // A quote for several lists its cabinets, each with the link to its page in the visitor's language.
  const sheets = specSheetsOf(lead, quoted)
  return {
    to: singleLine(lead.fields.email ?? '', 254),
    sender_name: services.mailSender.name,
    sender_email: services.mailSender.email,
    subject: c.subject(o),
    template_id: templateIds[lead.form],
    data: {
      subject: c.subject(o),
      preview_text: c.title(o),
      title: name ? m.email_greeting({ name }, o) : c.title(o),
      buttonCatalogue: lead.form === 'catalogue' ? m.email_catalogue_button({}, o) : '',
      linkCatalogue: lead.form === 'catalogue' ? `${origin}/catalogue/lumera-catalogue-${lead.locale}.pdf` : '',
      text1: c.text(o),
      text2: m.email_text_team({}, o),
      text3: m.email_text_sustainability({}, o),
      text4: m.email_text_signature({}, o),
      button: m.email_button_site({}, o),
      link: home,
      ...(quoted.length
        ? {
            products_title: m.email_quote_products({}, o),
            products: quoted.map((p) => `${p.name}: ${p.url}`).join('\n'),
          }
        : {}),
      // Each quoted cabinet's spec sheet (PDF), at its plain address: it stays valid as the product changes.
      ...(sheets.length
        ? {
            spec_sheets_title: m.email_quote_spec_sheets({}, o),
            spec_sheets: sheets.map((p) => `${p.name}: ${originOf(sites, p.locale)}${specSheetHref(p.locale, p.slug)}`).join('\n'),
          }
        : {}),
    },
  }
}

export function buildInternalEmail(lead: Lead, recipients: string[], at: Date): InternalEmail {
  const who = singleLine(personNameOf(lead.fields) || (lead.fields.email ?? ''), 120)
  const rows = { ...lead.fields, form: lead.form, locale: lead.locale, page: lead.page, url: lead.url, ...when(at) }
  const html =
    '<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">' +
    Object.entries(rows)
      .map(
        ([key, value]) =>
          `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(String(value)).replace(/\r?\n/g, '<br>')}</td></tr>`,
      )
      .join('') +
    '</table>'
  return {
    to: recipients,
    sender: singleLine(`${services.mailSender.name} <${services.mailSender.email}>`),
    subject: singleLine(`[${lead.form}] ${who}`),
    html,
  }
}

/** Date and time as the company reads them (Europe/Rome), and the epoch timestamp. */
export function when(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    timestamp: at.getTime(),
  }
}

export function buildWebhookBody(lead: Lead, sites: Sites, at: Date, quoted: readonly QuotedProduct[]): string {
  // A quote for several also carries its cabinets as a list: `products` is then [{ name, slug, url }].
  const products = quoted.length ? { products: quoted } : {}
  return JSON.stringify({ ...lead.fields, ...products, form: lead.form, page: lead.page, url: siteUrl(sites, lead.url), ...when(at) })
}
