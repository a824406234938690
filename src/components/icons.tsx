/** Small line icons, decorative: the control that holds one carries the accessible name. */
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
)
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M3.5 7h17M3.5 12h17M3.5 17h17" />
  </svg>
)
export const CloseIcon = () => (
  <svg {...base}>
    <path d="m5.5 5.5 13 13M18.5 5.5l-13 13" />
  </svg>
)
export const ChevronIcon = () => (
  <svg {...base}>
    <path d="m6 9 6 6 6-6" />
  </svg>
)
