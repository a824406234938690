import { createFileRoute } from '@tanstack/react-router'
import { AppLink } from '#src/components/AppLink.tsx'
import { ProductGrid } from '#src/components/catalogue/ProductCard.tsx'
import { PostCard } from '#src/components/content/PostCard.tsx'
import { FormModalLink } from '#src/components/forms/FormModalLink.tsx'
import { ClaimsGrid } from '#src/components/home/claims.tsx'
import { CollectionTiles } from '#src/components/home/CollectionTiles.tsx'
import { ImpactFigures } from '#src/components/home/ImpactFigures.tsx'
import { impactTexts } from '#src/components/home/impactTexts.ts'
import { SectionHeading } from '#src/components/home/SectionHeading.tsx'
import { VideoModalButton } from '#src/components/media/VideoModalButton.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { organizationLd } from '#src/seo/jsonLd.ts'
import { publicOrigin } from '#src/site/publicOrigin.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

export const Route = createFileRoute('/{-$locale}/_site/')({
  loader: async ({ context: { locale } }) => {
    const content = await callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchHomeContent({ data: { locale } }),
    )
    return { ...content, impact: impactTexts(locale) }
  },
  head: () => pageHead({ title: m.page_home_title(), description: m.page_home_description(), jsonLd: [organizationLd(publicOrigin())] }),
  component: HomePage,
})

function HomePage() {
  const { products, story, articles, impact } = Route.useLoaderData()
  return (
    <>
      <section
        aria-labelledby="home-hero"
        className="container-site grid items-center gap-10 pt-10 pb-16 md:pt-16 lg:grid-cols-[1fr_1.1fr] lg:gap-16 lg:pb-24"
      >
        <div>
          <p className="eyebrow">{m.home_hero_eyebrow()}</p>
          <h1 id="home-hero" className="display-1 mt-5">
            {m.page_home_heading()}
          </h1>
          <p className="lead mt-6 max-w-xl">{m.home_hero_lead()}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <AppLink to="/showcases" className="button-primary">
              {m.home_hero_cta_showcases()}
            </AppLink>
            <AppLink to="/custom-made" className="button-secondary">
              {m.home_hero_cta_custom()}
            </AppLink>
          </div>
        </div>
        <div className="relative">
          <img
            src="/images/home/hero.svg"
            alt={m.home_hero_image_alt()}
            width={1600}
            height={1200}
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full rounded-sm bg-bakery object-cover"
          />
          <VideoModalButton className="absolute bottom-4 start-4" />
        </div>
      </section>

      <section aria-labelledby="home-collections" className="container-site py-16 md:py-24">
        <SectionHeading
          id="home-collections"
          eyebrow={m.showcases_eyebrow()}
          title={m.home_collections_title()}
          lead={m.home_collections_lead()}
          action={
            <AppLink to="/search" className="button-secondary shrink-0">
              {m.home_collections_cta()}
            </AppLink>
          }
        />
        <div className="mt-12">
          <CollectionTiles />
        </div>
      </section>

      <section aria-labelledby="home-claims" className="bg-cream py-16 md:py-24">
        <div className="container-site">
          <SectionHeading id="home-claims" eyebrow={m.home_claims_eyebrow()} title={m.home_claims_title()} />
          <div className="mt-14">
            <ClaimsGrid />
          </div>
        </div>
      </section>

      {products.length > 0 ? (
        <section aria-labelledby="home-products" className="container-site py-16 md:py-24">
          <SectionHeading id="home-products" eyebrow={m.home_products_eyebrow()} title={m.home_products_title()} />
          <div className="mt-12">
            <ProductGrid products={products} headingLevel={3} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="home-impact" className="bg-ink py-16 text-paper md:py-24">
        <div className="container-site">
          <p className="eyebrow text-icecream">{m.nav_sustainability()}</p>
          <h2 id="home-impact" className="display-2 mt-3 max-w-3xl">
            {m.home_impact_title()}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-paper/85">{m.home_impact_lead()}</p>
          <div className="mt-12">
            <ImpactFigures texts={impact} />
          </div>
          <AppLink
            to="/sustainability"
            className="mt-12 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] underline underline-offset-8"
          >
            {m.home_impact_cta()}
          </AppLink>
        </div>
      </section>

      {story ? (
        <section aria-labelledby="home-story" className="container-site py-16 md:py-24">
          <SectionHeading id="home-story" eyebrow={m.stories_eyebrow()} title={m.home_story_title()} />
          <div className="mt-12">
            <PostCard post={story} headingLevel={3} wide />
          </div>
        </section>
      ) : null}

      {articles.length > 0 ? (
        <section aria-labelledby="home-articles" className="container-site py-16 md:py-24">
          <SectionHeading
            id="home-articles"
            eyebrow={m.articles_eyebrow()}
            title={m.home_articles_title()}
            action={
              <AppLink to="/inspiration-hub" className="button-secondary shrink-0">
                {m.home_articles_cta()}
              </AppLink>
            }
          />
          <ul className="mt-12 grid gap-x-10 gap-y-14 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.key}>
                <PostCard post={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-cta" className="container-site py-16 md:py-24">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-sm bg-bakery p-8 md:p-12" data-reveal>
            <h2 id="home-cta" className="display-3">
              {m.home_catalogue_title()}
            </h2>
            <p className="mt-3 text-ink-soft">{m.home_catalogue_text()}</p>
            <FormModalLink form="catalogue" fallback="/catalogue" className="button-primary mt-8">
              {m.form_title_catalogue()}
            </FormModalLink>
          </div>
          <div className="rounded-sm bg-icecream p-8 md:p-12" data-reveal>
            <h2 className="display-3">{m.home_newsletter_title()}</h2>
            <p className="mt-3 text-ink-soft">{m.home_newsletter_text()}</p>
            <FormModalLink form="newsletter" fallback="/contact" className="button-primary mt-8">
              {m.form_submit_newsletter()}
            </FormModalLink>
          </div>
        </div>
      </section>
    </>
  )
}
