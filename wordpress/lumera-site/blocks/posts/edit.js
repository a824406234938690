/** Stories or articles in the editor: the featured story, the latest, or the ones the editor picks by slug. */
;(function (wp, editor) {
  const { el, __, PostPicker, Frame, problemsOf, register } = editor
  const { InspectorControls } = wp.blockEditor
  const { PanelBody, SelectControl, RangeControl } = wp.components
  const { sprintf } = wp.i18n
  const name = 'lumera/posts'

  register(
    name,
    function PostsEdit({ attributes: a, setAttributes }) {
      const story = a.kind === 'story'
      const picked = a.posts || []
      const problems = problemsOf(name, a, { kind: __('stories or articles (in the sidebar)', 'lumera-site') }, [
        a.source === 'picked' && !picked.length ? __('Pick at least one (in the sidebar).', 'lumera-site') : null,
        a.source === 'featured' && !story ? __('Only a customer story can be the featured one.', 'lumera-site') : null,
      ])
      const picks = story ? __('The customer stories you pick', 'lumera-site') : __('The articles you pick', 'lumera-site')
      const latest = story
        ? /* translators: %d: how many stories. */ __('The latest %d customer stories', 'lumera-site')
        : /* translators: %d: how many articles. */ __('The latest %d articles', 'lumera-site')
      const summary =
        a.source === 'featured'
          ? __('The featured customer story', 'lumera-site')
          : a.source === 'picked'
            ? picks
            : sprintf(latest, a.count)
      const count = a.source === 'featured' ? 1 : a.source === 'picked' ? picked.length : a.count
      return el(
        Frame,
        { className: 'lumera-posts', problems },
        el('p', { className: 'lumera-block-summary' }, summary),
        el(
          'ul',
          { className: 'lumera-cards' },
          Array.from({ length: count }, (_, i) =>
            el(
              'li',
              { key: i },
              el('span', { className: 'lumera-card-picture' }),
              el('span', null, a.source === 'picked' ? picked[i] : '…'),
            ),
          ),
        ),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Stories or articles', 'lumera-site') },
            el(SelectControl, {
              label: __('Show', 'lumera-site'),
              value: a.kind || '',
              options: [
                { value: '', label: __('Choose…', 'lumera-site'), disabled: true },
                { value: 'story', label: __('Customer stories', 'lumera-site') },
                { value: 'article', label: __('Articles', 'lumera-site') },
              ],
              onChange: (kind) =>
                setAttributes({ kind, posts: [], source: kind === 'article' && a.source === 'featured' ? 'latest' : a.source }),
            }),
            el(SelectControl, {
              label: __('Which', 'lumera-site'),
              value: a.source,
              options: [
                ...(story ? [{ value: 'featured', label: __('The featured story', 'lumera-site') }] : []),
                { value: 'latest', label: __('The latest', 'lumera-site') },
                { value: 'picked', label: __('The ones I pick', 'lumera-site') },
              ],
              onChange: (source) => setAttributes({ source }),
            }),
            a.source === 'picked' && a.kind
              ? el(PostPicker, { kind: a.kind, value: picked, onChange: (posts) => setAttributes({ posts }) })
              : null,
            a.source === 'latest'
              ? el(RangeControl, {
                  label: __('How many', 'lumera-site'),
                  value: a.count,
                  min: 1,
                  max: 6,
                  onChange: (value) => setAttributes({ count: value || 3 }),
                })
              : null,
          ),
        ),
      )
    },
    {
      variations: [
        {
          name: 'stories',
          title: __('Customer stories', 'lumera-site'),
          description: __('The featured customer story, the latest ones, or the ones you pick.', 'lumera-site'),
          attributes: { kind: 'story', source: 'featured', count: 1 },
          isDefault: true,
          scope: ['inserter'],
          isActive: (attributes) => attributes.kind === 'story',
        },
        {
          name: 'articles',
          title: __('Articles', 'lumera-site'),
          description: __('The latest articles of the magazine, or the ones you pick.', 'lumera-site'),
          attributes: { kind: 'article' },
          scope: ['inserter'],
          isActive: (attributes) => attributes.kind === 'article',
        },
      ],
    },
  )
})(window.wp, window.lumeraEditor)
