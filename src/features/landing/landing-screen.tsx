import { PublicPage } from './public-layout/public-page'
import { HeroSection } from './sections/hero-section'
import { ProgressSection } from './sections/progress-section'
import { FeaturesSection } from './sections/features-section'
import { ExchangesSection } from './sections/exchanges-section'
import { TestimonialsSection } from './sections/testimonials-section'
import { PricingSection } from './sections/pricing-section'
import { FinalCtaSection } from './sections/final-cta-section'

/**
 * The landing page (docs/product.md section 2), the first screen most people load. It stays light on purpose:
 * no chart library, no database, images drawn in SVG/CSS, so its route chunk is a few kilobytes.
 */
export function LandingScreen() {
  return (
    <PublicPage>
      <HeroSection />
      <ProgressSection />
      <FeaturesSection />
      <ExchangesSection />
      <TestimonialsSection />
      <PricingSection />
      <FinalCtaSection />
    </PublicPage>
  )
}
