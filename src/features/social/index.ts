/** The public face of social/: what other features import from it. */
export { type AccessToken, type CommunityResult } from './community-api'
export { type CommunityAccess, useCachedResource, useCommunityAccess } from './use-community'
