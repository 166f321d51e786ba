import { useLingui } from '@lingui/react/macro'

export interface PricingPlan {
  id: 'starter' | 'pro' | 'elite'
  name: string
  price: string
  period: string
  description: string
  cta: string
  popular: boolean
  features: string[]
}

/**
 * docs/product.md section 6, Reading B (the landing pricing section). How plans are enforced is not shown, so
 * every button leads to sign-up; the in-app catalogue (Reading A) lives elsewhere.
 */
export function usePricingPlans(): PricingPlan[] {
  const { t } = useLingui()
  return [
    {
      id: 'starter',
      name: t`Starter`,
      price: t`Free`,
      period: t`forever`,
      description: t`For traders starting their first journal.`,
      cta: t`Get Started Free`,
      popular: false,
      features: [t`Up to 50 trades per month`, t`Basic analytics`, t`Manual entry`, t`7-day data retention`, t`Email support`],
    },
    {
      id: 'pro',
      name: t`Pro`,
      price: t`$19`,
      period: t`per month`,
      description: t`For active traders who want the full picture.`,
      cta: t`Start Free Trial`,
      popular: true,
      features: [
        t`Unlimited trades`,
        t`Advanced analytics and forecasting`,
        t`AI trade extraction`,
        t`Unlimited retention`,
        t`Priority support`,
        t`Custom setups and tags`,
        t`Export reports`,
      ],
    },
    {
      id: 'elite',
      name: t`Elite`,
      price: t`$49`,
      period: t`per month`,
      description: t`For professionals and trading teams.`,
      cta: t`Contact Sales`,
      popular: false,
      features: [t`Everything in Pro`, t`Multi-account`, t`API access`, t`White-label reports`, t`Dedicated account manager`, t`Early access`, t`Team collaboration`],
    },
  ]
}
