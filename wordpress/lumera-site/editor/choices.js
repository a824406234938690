/**
 * The choices the site's blocks offer, with their names in the editor's language. The values are the site's
 * (src/blocks/model.ts, src/forms/formIds.ts, app.config.ts): a unit test keeps them equal.
 */
;(function (editor) {
  const { __ } = editor

  /** The five lead forms a call to action can open (in a dialog on the site). */
  const forms = [
    { value: 'catalogue', label: __('Download the catalogue (form)', 'lumera-site') },
    { value: 'quote', label: __('Request a quote (form)', 'lumera-site') },
    { value: 'start_project', label: __('Start a project (form)', 'lumera-site') },
    { value: 'newsletter', label: __('Subscribe to the newsletter (form)', 'lumera-site') },
    { value: 'contact', label: __('Write to us (form)', 'lumera-site') },
  ]

  /** Backgrounds: the site's palette, never a free colour. */
  const tints = [
    { value: 'paper', label: __('Paper', 'lumera-site') },
    { value: 'cream', label: __('Cream', 'lumera-site') },
    { value: 'ink', label: __('Ink (dark)', 'lumera-site') },
    { value: 'bakery', label: __('Pastry pink', 'lumera-site') },
    { value: 'icecream', label: __('Gelato green', 'lumera-site') },
    { value: 'wine', label: __('Wine red', 'lumera-site') },
    { value: 'meat', label: __('Meat brown', 'lumera-site') },
    { value: 'chocolate', label: __('Chocolate', 'lumera-site') },
  ]

  /** The collections (the store's categories, by the site's names). */
  const collections = [
    { value: 'bakery', label: __('Cake & pastry', 'lumera-site') },
    { value: 'icecream', label: __('Gelato & ice cream', 'lumera-site') },
    { value: 'wine', label: __('Wine', 'lumera-site') },
    { value: 'meat', label: __('Meat dry-ageing', 'lumera-site') },
    { value: 'chocolate', label: __('Chocolate', 'lumera-site') },
  ]

  /** The line icons a claim may show (drawn by the site). */
  const claimIcons = [
    { value: 'italy', label: __('Made in Italy', 'lumera-site') },
    { value: 'energy', label: __('Energy', 'lumera-site') },
    { value: 'wifi', label: __('Wi-Fi', 'lumera-site') },
    { value: 'custom', label: __('Made to measure', 'lumera-site') },
    { value: 'solar', label: __('Solar power', 'lumera-site') },
    { value: 'years', label: __('Years of experience', 'lumera-site') },
    { value: 'r290', label: __('Natural refrigerant', 'lumera-site') },
    { value: 'glass', label: __('Glass and light', 'lumera-site') },
  ]

  /** How an action looks. */
  const actionStyles = [
    { value: 'primary', label: __('Filled button', 'lumera-site') },
    { value: 'secondary', label: __('Outlined button', 'lumera-site') },
    { value: 'link', label: __('Text link', 'lumera-site') },
  ]

  Object.assign(editor, { choices: { forms, tints, collections, claimIcons, actionStyles } })
})(window.lumeraEditor)
