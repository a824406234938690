import { useMatch } from '@tanstack/react-router'
import type { SiteBlockAttributes } from '#src/blocks/model.ts'

type Notices = {
  announcement: SiteBlockAttributes<'lumera/announcement'> | null
  greenDiploma: SiteBlockAttributes<'lumera/green-diploma'> | null
}

const none: Notices = { announcement: null, greenDiploma: null }

/** The banner and the Green Diploma note showing now in the page's language (content editors own, decision 0069). */
export function useNotices(): Notices {
  // Checked by the server against the notices' schemas (typed here: the router's inferred type is too deep to follow).
  const notices: unknown = useMatch({ from: '/{-$locale}', shouldThrow: false, select: (match): unknown => match.loaderData?.notices })
  return (notices as Notices | undefined) ?? none
}
