import { createFileRoute } from '@tanstack/react-router'
import { claims } from '#src/components/home/claims.tsx'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { customProcess } from '#src/components/page/customProcess.ts'
import { StartProjectSection } from '#src/components/page/StartProjectSection.tsx'
import { ProcessSteps, StorySection } from '#src/components/page/StorySection.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'

export const Route = createFileRoute('/{-$locale}/_site/custom-made')({
  loader: leadFormLoader,
  head: () => pageHead({ title: m.page_custom_made_title(), description: m.page_custom_made_description() }),
  component: CustomMadePage,
})

function CustomMadePage() {
  const custom = claims.find((c) => c.id === 'custom')
  return (
    <>
      <PageIntro eyebrow={m.custom_eyebrow()} heading={m.page_custom_made_heading()} lead={m.custom_lead()} />
      <StorySection
        id="custom-options"
        eyebrow={custom?.title()}
        title={m.custom_options_title()}
        image={{ src: '/images/collections/bakery.svg', alt: m.custom_options_image_alt(), width: 1600, height: 900 }}
        tint="bg-bakery"
      >
        <p>{m.custom_options_p1()}</p>
        <p>{m.custom_options_p2()}</p>
      </StorySection>
      <ProcessSteps id="custom-process" title={m.custom_process_title()} steps={customProcess()} />
      <StorySection
        id="custom-projects"
        eyebrow={m.custom_projects_eyebrow()}
        title={m.custom_projects_title()}
        image={{ src: '/images/collections/meat.svg', alt: m.custom_projects_image_alt(), width: 1600, height: 900 }}
        tint="bg-meat"
        flip
      >
        <p>{m.custom_projects_p1()}</p>
      </StorySection>
      <StartProjectSection />
    </>
  )
}
