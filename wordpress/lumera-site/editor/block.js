/**
 * What every block of the site shares in the editor: its registration (block.json gives the rest, through
 * WordPress's server-side definitions), its frame in the canvas with a note while the site could not show it
 * yet, and the inner blocks it may hold. The site's blocks keep everything in their comment: a block saves
 * nothing of its own, only its inner blocks.
 */
;(function (wp, editor) {
  const { el, __, cx, requiredAttributes, isGiven } = editor
  const { useBlockProps, useInnerBlocksProps, InnerBlocks } = wp.blockEditor
  const { Notice } = wp.components
  const { sprintf } = wp.i18n

  /** The core blocks a text container holds (src/blocks/model.ts's textBlocks). */
  const textBlocks = ['core/paragraph', 'core/heading', 'core/list', 'core/quote', 'core/image', 'core/buttons', 'core/separator']

  /** Registers a block's editor; `inner` when it holds blocks (saved as they are, between its comments). */
  function register(name, edit, { inner = false, variations } = {}) {
    wp.blocks.registerBlockType(name, {
      edit,
      save: inner ? () => el(InnerBlocks.Content) : () => null,
      ...(variations ? { variations } : {}),
    })
  }

  /**
   * What the block lacks for the site to show it: the required fields still empty (named by `labels`), then any
   * further problem the block found itself.
   */
  function problemsOf(name, attributes, labels = {}, more = []) {
    const missing = requiredAttributes(name)
      .filter((key) => !isGiven(attributes[key]))
      .map((key) => labels[key] || key)
    // translators: %s: the fields still empty, e.g. "the heading, the picture".
    const problems = missing.length ? [sprintf(__('Still to fill in: %s.', 'lumera-site'), missing.join(', '))] : []
    return [...problems, ...more.filter(Boolean)]
  }

  /** The block in the canvas: its wrapper (the site's look by class) and, while it has problems, a note on them. */
  function Frame({ className, tagName = 'div', problems = [], children }) {
    const props = useBlockProps({ className: cx('lumera-block', className) })
    return el(
      tagName,
      props,
      problems.length
        ? el(
            Notice,
            { status: 'warning', isDismissible: false, className: 'lumera-problems' },
            el('strong', null, __('The website leaves this block out until it is complete.', 'lumera-site')),
            ' ',
            problems.join(' '),
          )
        : null,
      children,
    )
  }

  /** The inner blocks' area: any block, the text blocks, or one kind of child (started with `count` of them). */
  function Inner({ className, allowed, child, count = 2, orientation = 'vertical' }) {
    const allowedBlocks = child ? [child] : allowed === 'text' ? textBlocks : undefined
    const props = useInnerBlocksProps(
      { className: cx('lumera-inner', className) },
      {
        allowedBlocks,
        template: child ? Array.from({ length: count }, () => [child]) : undefined,
        orientation,
        renderAppender: child ? InnerBlocks.ButtonBlockAppender : undefined,
      },
    )
    return el('div', props)
  }

  Object.assign(editor, { register, problemsOf, Frame, Inner, textBlocks })
})(window.wp, window.lumeraEditor)
