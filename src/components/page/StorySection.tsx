import type { ReactNode } from 'react'

/** A text block beside an illustration; `flip` puts the image first on wide screens. */
export function StorySection({
  id,
  eyebrow,
  title,
  children,
  image,
  flip = false,
  tint = 'bg-cream',
}: {
  id: string
  eyebrow?: string
  title: string
  children: ReactNode
  image: { src: string; alt: string; width: number; height: number }
  flip?: boolean
  tint?: string
}) {
  return (
    <section aria-labelledby={id} className="container-site grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2 lg:gap-20">
      <div className={flip ? 'lg:order-2' : ''} data-reveal>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="display-2 mt-3">
          {title}
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">{children}</div>
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={`h-auto w-full rounded-sm object-cover ${tint}`}
      />
    </section>
  )
}

/** Numbered steps of a process, in a row on wide screens. */
export function ProcessSteps({ id, title, steps }: { id: string; title: string; steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <section aria-labelledby={id} className="bg-cream py-16 md:py-24">
      <div className="container-site">
        <h2 id={id} className="display-2 max-w-2xl">
          {title}
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-2 lg:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step.title} data-reveal>
              <span aria-hidden="true" className="font-display text-5xl text-brand">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 font-display text-2xl">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
