import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { customProcess } from '#src/components/page/customProcess.ts'
import { StartProjectSection } from '#src/components/page/StartProjectSection.tsx'
import { ProcessSteps, StorySection } from '#src/components/page/StorySection.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'

export const Route = createFileRoute('/{-$locale}/_landing/showcases-custom-made')({
  loader: leadFormLoader,
  head: () => pageHead({ title: m.page_showcases_custom_made_title(), description: m.page_showcases_custom_made_description() }),
  component: ShowcasesCustomMadePage,
})

function ShowcasesCustomMadePage() {
  return (
    <>
      <PageIntro eyebrow={m.custom_landing_eyebrow()} heading={m.page_showcases_custom_made_heading()} lead={m.custom_landing_lead()} />
      <StorySection
        id="landing-flagship"
        title={m.custom_landing_flagship_title()}
        image={{ src: '/images/collections/wine.svg', alt: m.custom_landing_image_alt(), width: 1600, height: 900 }}
        tint="bg-wine"
      >
        <p>{m.custom_landing_flagship_p1()}</p>
        <p>{m.custom_landing_flagship_p2()}</p>
      </StorySection>
      <ProcessSteps id="landing-process" title={m.custom_process_title()} steps={customProcess()} />
      <StartProjectSection />
    </>
  )
}
