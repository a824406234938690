/**
 * Warns before saving, and keeps the page from being saved, while a top-level page's address would be one the
 * website already answers (reserved-slugs.php refuses such a save anyway, with the same reason).
 */
;(function (wp, editor) {
  const { __, settings } = editor
  const { useSelect, useDispatch } = wp.data
  const { useEffect } = wp.element
  const { sprintf } = wp.i18n
  const LOCK = 'lumera-reserved-slug'

  function ReservedSlugCheck() {
    const { type, slug, parent } = useSelect((select) => {
      const editorStore = select('core/editor')
      return {
        type: editorStore.getCurrentPostType(),
        slug: String(editorStore.getEditedPostSlug() || ''),
        parent: editorStore.getEditedPostAttribute('parent'),
      }
    }, [])
    const { lockPostSaving, unlockPostSaving } = useDispatch('core/editor')
    const { createErrorNotice, removeNotice } = useDispatch('core/notices')
    const reserved = type === 'page' && !parent && (settings.reservedSlugs || []).includes(decodeURIComponent(slug).toLowerCase())
    useEffect(() => {
      if (!reserved) {
        unlockPostSaving(LOCK)
        removeNotice(LOCK)
        return
      }
      lockPostSaving(LOCK)
      createErrorNotice(
        sprintf(
          // translators: %s: a page's address, e.g. search.
          __(
            'The address /%s belongs to the website itself (one of its own pages, a language or a technical path), so a page there would never be shown. Choose another slug in the page’s URL settings.',
            'lumera-site',
          ),
          slug,
        ),
        { id: LOCK, isDismissible: false },
      )
    }, [reserved, slug, lockPostSaving, unlockPostSaving, createErrorNotice, removeNotice])
    return null
  }

  wp.plugins.registerPlugin('lumera-reserved-slug', { render: ReservedSlugCheck, icon: null })
})(window.wp, window.lumeraEditor)
