/**
 * The editor's shared parts for the site's blocks (docs/decisions/0070): plain scripts on WordPress's `wp.*` globals,
 * loaded in order (blocks.php), each adding to `window.lumeraEditor`. This one opens it with what every part uses.
 */
;(function (wp) {
  const settings = window.lumeraSite || {}

  /** Class names joined, the empty ones left out. */
  const cx = (...names) => names.filter(Boolean).join(' ')

  /** The attributes of a block type that the site requires (block.json marks them `"required": true`). */
  function requiredAttributes(name) {
    const type = wp.blocks.getBlockType(name)
    return type ? Object.keys(type.attributes).filter((key) => type.attributes[key].required) : []
  }

  /** Whether a value counts as given: a non-empty string, array or object with an id. */
  function isGiven(value) {
    if (typeof value === 'string') return value.trim() !== ''
    if (Array.isArray(value)) return value.length > 0
    return value !== undefined && value !== null
  }

  /** The page's language as the editor has it now (the default language until one is chosen). */
  function usePageLanguage() {
    return wp.data.useSelect((select) => {
      const editor = select('core/editor')
      return (editor && editor.getEditedPostAttribute('lang')) || (settings.languages && settings.languages[0].code) || 'en'
    }, [])
  }

  window.lumeraEditor = { el: wp.element.createElement, __: wp.i18n.__, settings, cx, requiredAttributes, isGiven, usePageLanguage }
})(window.wp)
