/**
 * Pictures from the media library: a placeholder to upload or pick one, the picture itself in the canvas, and
 * Replace, Remove and its alternative text around it. A picture is kept as the site reads it:
 * `{ id, src, alt, width, height }`, `src` the full-size upload (the site's image service makes every size).
 */
;(function (wp, editor) {
  const { el, __, cx } = editor
  const { MediaPlaceholder, MediaReplaceFlow, BlockControls, InspectorControls } = wp.blockEditor
  const { ToolbarButton, PanelBody, TextareaControl } = wp.components
  const { Fragment } = wp.element

  /** The site's picture of a media library item, or undefined while it uploads or when it is no image. */
  function toPicture(media) {
    const details = media && media.media_details ? media.media_details : {}
    const width = media && (media.width || details.width)
    const height = media && (media.height || details.height)
    if (!media || !media.id || !media.url || !width || !height) return undefined
    return { id: media.id, src: media.url, alt: (media.alt || '').replace(/[<>]/g, '').trim(), width, height }
  }

  /** Where the editor finds a picture: the site's own drawings (`/images/...`) are on the website. */
  const srcOf = (picture) => (picture.src.startsWith('/') ? `${editor.settings.siteUrl || ''}${picture.src}` : picture.src)

  /** The picture in the canvas, or the placeholder that picks one. */
  function Picture({ value, onChange, className, label }) {
    if (!value || !value.src) {
      return el(MediaPlaceholder, {
        icon: 'format-image',
        labels: {
          title: label || __('Picture', 'lumera-site'),
          instructions: __('Upload a picture or pick one from the media library.', 'lumera-site'),
        },
        accept: 'image/*',
        allowedTypes: ['image'],
        onSelect: (media) => {
          const picture = toPicture(media)
          if (picture) onChange(picture)
        },
      })
    }
    return el('img', {
      className: cx('lumera-picture', className),
      src: srcOf(value),
      alt: value.alt || '',
      width: value.width,
      height: value.height,
    })
  }

  /** Replace and (when the picture may be left out) Remove in the toolbar; its alternative text in the sidebar. */
  function PictureControls({ value, onChange, optional = false }) {
    if (!value || !value.src) return null
    return el(
      Fragment,
      null,
      el(
        BlockControls,
        { group: 'other' },
        el(MediaReplaceFlow, {
          mediaId: value.id,
          mediaURL: value.src,
          accept: 'image/*',
          allowedTypes: ['image'],
          name: __('Replace picture', 'lumera-site'),
          onSelect: (media) => {
            const picture = toPicture(media)
            if (picture) onChange(picture)
          },
        }),
        optional ? el(ToolbarButton, { onClick: () => onChange(undefined) }, __('Remove picture', 'lumera-site')) : null,
      ),
      el(
        InspectorControls,
        null,
        el(
          PanelBody,
          { title: __('Picture', 'lumera-site') },
          el(TextareaControl, {
            label: __('Alternative text', 'lumera-site'),
            help: __(
              'What the picture shows, for people who cannot see it. Leave it empty when the picture only decorates.',
              'lumera-site',
            ),
            value: value.alt || '',
            onChange: (alt) => onChange({ ...value, alt: alt.replace(/[<>]/g, '').slice(0, 300) }),
          }),
        ),
      ),
    )
  }

  Object.assign(editor, { Picture, PictureControls, toPicture, srcOf })
})(window.wp, window.lumeraEditor)
