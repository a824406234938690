/**
 * A page's panels beside the document (page-meta.php): what search engines and shares show (title, description,
 * share image, hide from search engines; empty fields are derived from the page by the website), and the layout
 * of a page of its own (default or landing; the home page and the website's own pages keep theirs).
 */
;(function (wp, editor) {
  const { el, __, settings } = editor
  const { PluginDocumentSettingPanel } = wp.editPost
  const { TextControl, TextareaControl, ToggleControl, SelectControl, Button } = wp.components
  const { MediaUpload, MediaUploadCheck } = wp.blockEditor
  const { useSelect, useDispatch } = wp.data
  const { sprintf } = wp.i18n

  const TITLE_MAX = 120
  const DESCRIPTION_MIN = 50
  const DESCRIPTION_MAX = 300

  function usePage() {
    const page = useSelect((select) => {
      const editorStore = select('core/editor')
      return {
        type: editorStore.getCurrentPostType(),
        title: editorStore.getEditedPostAttribute('title'),
        meta: editorStore.getEditedPostAttribute('meta') || {},
        front: editorStore.getEditedPostAttribute('lumera_front'),
      }
    }, [])
    const { editPost } = useDispatch('core/editor')
    return { ...page, setMeta: (key, value) => editPost({ meta: { [key]: value } }) }
  }

  function ShareImage({ value, onChange }) {
    return el(
      MediaUploadCheck,
      null,
      el(MediaUpload, {
        allowedTypes: ['image'],
        value: value && value.id,
        onSelect: (media) => {
          const picture = editor.toPicture(media)
          if (picture) onChange(picture)
        },
        render: ({ open }) =>
          el(
            'div',
            { className: 'lumera-share-image' },
            el('p', { className: 'lumera-share-image__label' }, __('Share image', 'lumera-site')),
            value && value.src
              ? el('img', { src: value.src, alt: value.alt || '' })
              : el('p', null, __('None chosen: the page’s first picture is used.', 'lumera-site')),
            el(
              Button,
              { variant: 'secondary', onClick: open },
              value && value.src ? __('Replace share image', 'lumera-site') : __('Choose share image', 'lumera-site'),
            ),
            value && value.src
              ? el(Button, { variant: 'link', isDestructive: true, onClick: () => onChange(null) }, __('Remove share image', 'lumera-site'))
              : null,
          ),
      }),
    )
  }

  function SearchPanel() {
    const { type, title, meta, setMeta } = usePage()
    if (type !== 'page') return null
    const description = meta.lumera_seo_description || ''
    const length = description.trim().length
    return el(
      PluginDocumentSettingPanel,
      { name: 'lumera-seo', title: __('Search engines and sharing', 'lumera-site'), className: 'lumera-seo-panel' },
      el(TextControl, {
        label: __('Title for search engines', 'lumera-site'),
        value: meta.lumera_seo_title || '',
        // translators: %s: the page's title.
        placeholder: title ? sprintf(__('%s · Lumera', 'lumera-site'), title) : '',
        help: __('Empty: the page’s title with the brand.', 'lumera-site'),
        maxLength: TITLE_MAX,
        onChange: (value) => setMeta('lumera_seo_title', value),
      }),
      el(TextareaControl, {
        label: __('Description for search engines', 'lumera-site'),
        value: description,
        help:
          length > 0 && length < DESCRIPTION_MIN
            ? // translators: 1: how many characters there are, 2: the fewest allowed.
              sprintf(__('%1$d characters: write at least %2$d, or leave it empty.', 'lumera-site'), length, DESCRIPTION_MIN)
            : // translators: 1: how many characters there are, 2: the most allowed.
              sprintf(__('%1$d of %2$d characters. Empty: the lead of the page’s first hero.', 'lumera-site'), length, DESCRIPTION_MAX),
        maxLength: DESCRIPTION_MAX,
        onChange: (value) => setMeta('lumera_seo_description', value),
      }),
      el(ShareImage, { value: meta.lumera_seo_image, onChange: (picture) => setMeta('lumera_seo_image', picture) }),
      el(ToggleControl, {
        label: __('Hide from search engines', 'lumera-site'),
        help: __('The page stays at its address but asks search engines not to list it, and leaves the sitemap.', 'lumera-site'),
        checked: Boolean(meta.lumera_seo_noindex),
        onChange: (value) => setMeta('lumera_seo_noindex', value),
      }),
    )
  }

  function LayoutPanel() {
    const { type, front, meta, setMeta } = usePage()
    if (type !== 'page' || front) return null
    return el(
      PluginDocumentSettingPanel,
      { name: 'lumera-layout', title: __('Layout', 'lumera-site'), className: 'lumera-layout-panel' },
      el(SelectControl, {
        label: __('Layout of the page', 'lumera-site'),
        value: meta.lumera_layout || settings.layouts[0],
        options: [
          { value: 'default', label: __('Default: with the website’s header and footer', 'lumera-site') },
          { value: 'landing', label: __('Landing page: a campaign page with a short header', 'lumera-site') },
        ],
        help: __(
          'For a page of its own. The home page and the website’s own pages (about us, sustainability, the showcases…) keep theirs.',
          'lumera-site',
        ),
        onChange: (value) => setMeta('lumera_layout', value),
      }),
    )
  }

  wp.plugins.registerPlugin('lumera-seo', { render: SearchPanel, icon: null })
  wp.plugins.registerPlugin('lumera-layout', { render: LayoutPanel, icon: null })
})(window.wp, window.lumeraEditor)
