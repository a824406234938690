import { createFileRoute } from '@tanstack/react-router'
import { AppLink } from '#src/components/AppLink.tsx'
import { ClaimsGrid } from '#src/components/home/claims.tsx'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { StorySection } from '#src/components/page/StorySection.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  head: () => pageHead({ title: m.page_about_title(), description: m.page_about_description() }),
  component: AboutPage,
})

const milestones = () => [
  { year: '2003', text: m.about_milestone_2003() },
  { year: '2009', text: m.about_milestone_2009() },
  { year: '2014', text: m.about_milestone_2014() },
  { year: '2019', text: m.about_milestone_2019() },
  { year: '2022', text: m.about_milestone_2022() },
  { year: '2026', text: m.about_milestone_2026() },
]

function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={m.about_eyebrow()} heading={m.page_about_heading()} lead={m.about_lead()} />
      <StorySection
        id="about-workshop"
        eyebrow={m.about_workshop_eyebrow()}
        title={m.about_workshop_title()}
        image={{ src: '/images/home/hero.svg', alt: m.home_hero_image_alt(), width: 1600, height: 1200 }}
        tint="bg-bakery"
      >
        <p>{m.about_workshop_p1()}</p>
        <p>{m.about_workshop_p2()}</p>
      </StorySection>
      <section aria-labelledby="about-timeline" className="bg-cream py-16 md:py-24">
        <div className="container-site">
          <h2 id="about-timeline" className="display-2">
            {m.about_timeline_title()}
          </h2>
          <ol className="mt-12 grid gap-x-10 gap-y-10 border-s border-line ps-8 md:grid-cols-3 md:border-s-0 md:ps-0">
            {milestones().map((item) => (
              <li key={item.year} data-reveal className="md:border-t md:border-line md:pt-6">
                <p className="font-display text-4xl text-brand-dark">{item.year}</p>
                <p className="mt-2 leading-relaxed text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <StorySection
        id="about-people"
        eyebrow={m.about_people_eyebrow()}
        title={m.about_people_title()}
        image={{ src: '/images/collections/wine.svg', alt: m.about_people_image_alt(), width: 1600, height: 900 }}
        tint="bg-wine"
        flip
      >
        <p>{m.about_people_p1()}</p>
        <p>{m.about_people_p2()}</p>
      </StorySection>
      <section aria-labelledby="about-claims" className="container-site py-16 md:py-24">
        <h2 id="about-claims" className="display-2 max-w-2xl">
          {m.home_claims_title()}
        </h2>
        <div className="mt-12">
          <ClaimsGrid />
        </div>
        <p className="mt-14 flex flex-wrap gap-3">
          <AppLink to="/showcases" className="button-primary">
            {m.home_hero_cta_showcases()}
          </AppLink>
          <AppLink to="/contact" className="button-secondary">
            {m.nav_contact()}
          </AppLink>
        </p>
      </section>
    </>
  )
}
