/** The public face of landing/: what other features import from it. */
export { PublicPage } from './public-layout/public-page'
export { card, container, lead, narrowContainer, primaryButton, secondaryButton, textLink } from './public-layout/public.css'
