/** The brand film (no sound), rendered by tools/brand-video/render.mjs. */
export const brandVideo = {
  src: '/videos/lumera-story.webm',
  poster: '/videos/lumera-story-poster.svg',
  width: 1280,
  height: 720,
} as const
