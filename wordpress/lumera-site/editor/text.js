/**
 * Words edited in place in the canvas. Rich text (`Rich`) is what the site calls rich: inline bold, italic, links,
 * line breaks, sub- and superscript, kept as HTML in the block's comment. Plain text (`Plain`: eyebrows, labels,
 * titles) is kept as typed, no markup and no HTML entities, as the site reads it.
 */
;(function (wp, editor) {
  const { el, cx } = editor
  const { RichText, PlainText, useBlockEditContext } = wp.blockEditor

  /** An optional field left empty is hidden while its block is not selected: the canvas then reads as the page. */
  function useHidden(optional, value) {
    const { isSelected } = useBlockEditContext()
    return optional && !isSelected && !value
  }

  /** The inline formats the site keeps (src/blocks/model.ts: strong, em, a, br, sub, sup). */
  const richFormats = ['core/bold', 'core/italic', 'core/link', 'core/subscript', 'core/superscript']
  /** Headings: emphasis only, no links. */
  const headingFormats = ['core/bold', 'core/italic']

  function Rich({ tagName = 'p', className, value, onChange, placeholder, heading = false, label, optional = false }) {
    if (useHidden(optional, value)) return null
    return el(RichText, {
      tagName,
      className,
      value: value || '',
      onChange,
      placeholder,
      allowedFormats: heading ? headingFormats : richFormats,
      'aria-label': label || placeholder,
    })
  }

  /** One line of plain text: a new line is not kept, nor `<` or `>` (the site refuses markup there). */
  function Plain({ className, value, onChange, placeholder, label, optional = false }) {
    if (useHidden(optional, value)) return null
    return el(PlainText, {
      className: cx('lumera-plain', className),
      value: value || '',
      onChange: (text) => onChange(text.replace(/[\r\n]+/g, ' ').replace(/[<>]/g, '')),
      placeholder,
      'aria-label': label || placeholder,
    })
  }

  Object.assign(editor, { Rich, Plain })
})(window.wp, window.lumeraEditor)
