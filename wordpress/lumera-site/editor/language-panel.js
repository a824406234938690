/**
 * The document's language and its versions in the other languages, beside the document, for every type the site
 * reads (pages, notices, stories, articles). They are the REST fields `lang` and `translations` (languages.php),
 * saved with the document and checked by the plugin (translations.php). With WPML or Polylang, whose own screens
 * do this, the panel is not shown.
 */
;(function (wp, editor) {
  const { el, __, settings } = editor
  const { PluginDocumentSettingPanel } = wp.editPost
  const { SelectControl, ComboboxControl } = wp.components
  const { useSelect, useDispatch } = wp.data
  const { useState } = wp.element
  const { sprintf } = wp.i18n
  const types = ['page', 'lumera_notice', 'post', 'customer_story']

  /** The versions of this type in one language, to pick from (drafts included: they may be published together). */
  function VersionPicker({ type, language, value, onChange, currentId }) {
    const [search, setSearch] = useState('')
    const posts = useSelect(
      (select) =>
        select('core').getEntityRecords('postType', type, {
          lang: language.code,
          search: search || undefined,
          status: ['publish', 'draft', 'pending', 'future', 'private'],
          per_page: 20,
          _fields: 'id,title,status',
        }),
      [type, language.code, search],
    )
    const chosen = useSelect((select) => (value ? select('core').getEntityRecord('postType', type, value) : null), [type, value])
    // translators: %d: a post's id.
    const title = (post) =>
      (post.title && (post.title.raw || post.title.rendered)) || sprintf(__('(no title, #%d)', 'lumera-site'), post.id)
    const options = (posts || []).filter((p) => p.id !== currentId).map((p) => ({ value: p.id, label: title(p) }))
    if (chosen && !options.some((o) => o.value === chosen.id)) options.unshift({ value: chosen.id, label: title(chosen) })
    return el(ComboboxControl, {
      // translators: %s: a language's name.
      label: sprintf(__('Version in %s', 'lumera-site'), language.name),
      value: value || null,
      options,
      onFilterValueChange: setSearch,
      onChange: (id) => onChange(id ? Number(id) : 0),
    })
  }

  function LanguagePanel() {
    const { type, id, lang, translations } = useSelect((select) => {
      const editorStore = select('core/editor')
      return {
        type: editorStore.getCurrentPostType(),
        id: editorStore.getCurrentPostId(),
        lang: editorStore.getEditedPostAttribute('lang'),
        translations: editorStore.getEditedPostAttribute('translations'),
      }
    }, [])
    const { editPost } = useDispatch('core/editor')
    if (!types.includes(type) || settings.languageStore !== 'own' || !settings.languages) return null
    const current = lang || settings.languages[0].code
    const links = translations && typeof translations === 'object' ? translations : {}
    return el(
      PluginDocumentSettingPanel,
      { name: 'lumera-language', title: __('Language', 'lumera-site'), className: 'lumera-language-panel' },
      el(SelectControl, {
        label: __('Language of this version', 'lumera-site'),
        value: current,
        options: settings.languages.map((l) => ({ value: l.code, label: l.name })),
        onChange: (value) => editPost({ lang: value }),
      }),
      settings.languages
        .filter((l) => l.code !== current)
        .map((language) =>
          el(VersionPicker, {
            key: language.code,
            type,
            language,
            currentId: id,
            value: links[language.code] && links[language.code] !== id ? links[language.code] : 0,
            onChange: (versionId) => editPost({ translations: { ...links, [language.code]: versionId, [current]: id } }),
          }),
        ),
    )
  }

  wp.plugins.registerPlugin('lumera-language', { render: LanguagePanel, icon: null })
})(window.wp, window.lumeraEditor)
