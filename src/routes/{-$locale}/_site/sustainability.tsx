import { createFileRoute } from '@tanstack/react-router'
import { AppLink } from '#src/components/AppLink.tsx'
import { ImpactFigures } from '#src/components/home/ImpactFigures.tsx'
import { impactTexts } from '#src/components/home/impactTexts.ts'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { StorySection } from '#src/components/page/StorySection.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/sustainability')({
  loader: ({ context }) => impactTexts(context.locale),
  head: () => pageHead({ title: m.page_sustainability_title(), description: m.page_sustainability_description() }),
  component: SustainabilityPage,
})

/** Global warming potential of common refrigerants (100 years, IPCC AR4 as the F-gas rules use). */
const refrigerants = [
  { name: 'R404A', gwp: 3922 },
  { name: 'R134a', gwp: 1430 },
  { name: 'R290', gwp: 3 },
] as const

function SustainabilityPage() {
  const impact = Route.useLoaderData()
  const max = refrigerants[0].gwp
  return (
    <>
      <PageIntro eyebrow={m.sustainability_eyebrow()} heading={m.page_sustainability_heading()} lead={m.sustainability_lead()} />
      <section aria-labelledby="sustainability-figures" className="container-site pb-16 md:pb-24">
        <h2 id="sustainability-figures" className="sr-only">
          {m.sustainability_figures_title()}
        </h2>
        <div className="rounded-sm bg-icecream/60 p-8 md:p-12">
          <ImpactFigures texts={impact} tone="light" />
          <p className="mt-10 max-w-3xl text-sm leading-relaxed text-ink-soft">{m.sustainability_figures_note()}</p>
        </div>
      </section>
      <section aria-labelledby="sustainability-r290" className="bg-cream py-16 md:py-24">
        <div className="container-site grid gap-12 lg:grid-cols-2 lg:items-center">
          <div data-reveal>
            <p className="eyebrow">R290</p>
            <h2 id="sustainability-r290" className="display-2 mt-3">
              {m.sustainability_r290_title()}
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-ink-soft">{m.sustainability_r290_text()}</p>
          </div>
          <figure>
            <figcaption className="text-sm font-semibold">{m.sustainability_gwp_caption()}</figcaption>
            <ul className="mt-6 space-y-5">
              {refrigerants.map((r) => (
                <li key={r.name}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{r.name}</span>
                    <span className="text-ink-soft">{m.sustainability_gwp_value({ value: r.gwp })}</span>
                  </div>
                  <span aria-hidden="true" className="mt-2 block h-3 rounded-full bg-ink/10">
                    <span
                      className={`block h-full rounded-full ${r.name === 'R290' ? 'bg-icecream-accent' : 'bg-meat-accent'}`}
                      style={{ width: `${Math.max(0.6, (r.gwp / max) * 100)}%` }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </section>
      <StorySection
        id="sustainability-solar"
        eyebrow={m.claim_solar_title()}
        title={m.sustainability_solar_title()}
        image={{ src: '/images/collections/icecream.svg', alt: m.sustainability_solar_image_alt(), width: 1600, height: 900 }}
        tint="bg-icecream"
      >
        <p>{m.sustainability_solar_p1()}</p>
        <p>{m.sustainability_solar_p2()}</p>
      </StorySection>
      <StorySection
        id="sustainability-lifetime"
        eyebrow={m.sustainability_lifetime_eyebrow()}
        title={m.sustainability_lifetime_title()}
        image={{ src: '/images/collections/chocolate.svg', alt: m.sustainability_lifetime_image_alt(), width: 1600, height: 900 }}
        tint="bg-chocolate"
        flip
      >
        <p>{m.sustainability_lifetime_p1()}</p>
        <p>{m.sustainability_lifetime_p2()}</p>
      </StorySection>
      <p className="container-site flex flex-wrap gap-3 pb-8">
        <AppLink to="/showcases" className="button-primary">
          {m.home_hero_cta_showcases()}
        </AppLink>
        <AppLink to="/inspiration-hub" className="button-secondary">
          {m.nav_inspiration_hub()}
        </AppLink>
      </p>
    </>
  )
}
