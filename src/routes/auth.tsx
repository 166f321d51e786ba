import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuthScreen } from '../features/auth/auth-screen'

// Only same-site paths are accepted as the post-sign-in target; anything else falls back to none.
const AuthSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/))), undefined),
})

export const Route = createFileRoute('/auth')({
  validateSearch: (search) => v.parse(AuthSearch, search),
  component: AuthScreen,
})
