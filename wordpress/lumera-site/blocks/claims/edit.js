/** Claims in the editor: a grid of claims, each an inner block. */
;(function (wp, editor) {
  const { el, Frame, Inner, register } = editor
  register(
    'lumera/claims',
    function ClaimsEdit() {
      return el(Frame, { className: 'lumera-claims' }, el(Inner, { child: 'lumera/claim', count: 4, orientation: 'horizontal' }))
    },
    { inner: true },
  )
})(window.wp, window.lumeraEditor)
