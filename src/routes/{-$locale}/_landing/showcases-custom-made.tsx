import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { customProcess } from '~/components/page/customProcess'
import { StartProjectSection } from '~/components/page/StartProjectSection'
import { ProcessSteps, StorySection } from '~/components/page/StorySection'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { leadFormLoader } from '~/components/forms/leadFormCode'

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
