import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent } from 'react'
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, TRADING_STYLES, validateCommunityProfile, type CommunityProfileProblem } from '../../domain/community'
import { Button, Card, CardHeader, Checkbox, Field, notify, PageHeader, Select, Spinner, TextArea, TextField } from '../../ui'
import type { CommunityProfile } from './community-api'
import { saveCommunityProfile, useOwnProfile, useSharedTraders } from './community-data'
import { useCommunityWords } from './community-messages'
import { AccountRequired, CacheStatus, StatsFigures } from './community-parts'
import { useCommunityAccess, useOwnPublishedStats } from './use-community'
import * as styles from './social.css'

interface FormValues {
  displayName: string
  bio: string
  tradingStyle: string
  shareStats: boolean
}

const formOf = (profile: CommunityProfile | null, fallbackName: string): FormValues => ({
  displayName: profile?.displayName ?? fallbackName.slice(0, DISPLAY_NAME_MAX_LENGTH),
  bio: profile?.bio ?? '',
  tradingStyle: profile?.tradingStyle ?? '',
  shareStats: profile?.shareStats ?? false,
})

/**
 * /social: the trader's community profile (opt-in sharing of percentages only), a preview of what
 * other traders see, and the traders who share. Backend data is cached on the device for offline.
 */
export function SocialScreen() {
  const { t } = useLingui()
  const access = useCommunityAccess()
  return (
    <>
      <PageHeader title={t`Social`} description={t`Connect with other traders`} />
      {access.kind === 'account' ? <SocialBody access={access} /> : <AccountRequired />}
    </>
  )
}

function SocialBody({ access }: { access: ReturnType<typeof useCommunityAccess> }) {
  const { t } = useLingui()
  const words = useCommunityWords()
  const own = useOwnProfile(access)
  const { stats } = useOwnPublishedStats()
  const traders = useSharedTraders(access)
  const [values, setValues] = useState<FormValues | null>(null)
  const [problems, setProblems] = useState<readonly CommunityProfileProblem[]>([])
  const [saving, setSaving] = useState(false)

  // The form starts from the saved profile (or the account's name) once the cache has been read.
  useEffect(() => {
    if (values === null && !own.loading && (own.value !== null || own.settled)) setValues(formOf(own.value, access.displayName))
  }, [values, own.loading, own.value, own.settled, access.displayName])

  const form = values ?? formOf(own.value, access.displayName)
  const set = (change: Partial<FormValues>) => setValues({ ...form, ...change })
  const problemOf = (field: CommunityProfileProblem['field']) => {
    const found = problems.find((p) => p.field === field)
    if (!found) return undefined
    if (found.field === 'displayName')
      return found.kind === 'tooShort' ? t`Use at least ${DISPLAY_NAME_MIN_LENGTH} characters.` : t`Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`
    if (found.field === 'bio') return t`Use at most ${BIO_MAX_LENGTH} characters.`
    return t`Choose a style from the list.`
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const result = validateCommunityProfile(form)
    if (!result.ok) {
      setProblems(result.problems)
      return
    }
    setProblems([])
    if (!access.online) {
      notify.error(t`You are offline. Reconnect to save your community profile.`)
      return
    }
    setSaving(true)
    try {
      const saved = await saveCommunityProfile(access, { userId: access.userId ?? '', ...result.value })
      if (saved.ok) {
        notify.success(t`Community profile saved`)
        await Promise.all([own.refresh(), traders.refresh()])
      } else notify.error(saved.problem === 'offline' ? t`You are offline. Reconnect to save your community profile.` : words.problem(saved.problem))
    } finally {
      setSaving(false)
    }
  }

  const styleItems = [{ value: '', label: t`Not specified` }, ...TRADING_STYLES.map((value) => ({ value, label: words.style(value) }))]
  const others = (traders.value ?? []).filter((trader) => trader.userId !== access.userId)

  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby="community-profile-title">
        <CardHeader
          titleId="community-profile-title"
          title={t`Community profile`}
          description={t`Other traders see your name, bio, style and, if you opt in, your percentages. Never your money amounts.`}
        />
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t`Display name`}
            name="displayName"
            value={form.displayName}
            onChange={(event) => set({ displayName: event.currentTarget.value })}
            errorText={problemOf('displayName')}
            required
            autoComplete="nickname"
          />
          <Field label={t`Bio`} errorText={problemOf('bio')} helperText={t`Up to ${BIO_MAX_LENGTH} characters.`}>
            <TextArea name="bio" className={styles.textArea} value={form.bio} onChange={(event) => set({ bio: event.currentTarget.value })} />
          </Field>
          <Select
            label={t`Trading style`}
            items={styleItems}
            value={form.tradingStyle}
            onValueChange={(value) => set({ tradingStyle: value })}
            name="tradingStyle"
            invalid={Boolean(problemOf('tradingStyle'))}
          />
          <Checkbox label={t`Share my stats`} name="shareStats" checked={form.shareStats} onCheckedChange={(checked) => set({ shareStats: checked })} />
          <p className={styles.status}>{t`When on, your trade count, win rate, profit factor and ROI % appear on the leaderboard and in the community list.`}</p>
          <div className={styles.controls}>
            <Button type="submit" loading={saving}>
              {t`Save profile`}
            </Button>
          </div>
          <CacheStatus access={access} fetchedAt={own.fetchedAt} refreshing={own.refreshing} problem={own.problem} />
        </form>
      </Card>

      <Card as="section" aria-labelledby="community-preview-title" data-testid="community-preview">
        <CardHeader titleId="community-preview-title" title={t`What others see`} description={t`A preview of your card in the community list.`} />
        <div className={styles.trader}>
          <h3 className={styles.traderName}>{form.displayName.trim() || t`Your name`}</h3>
          <p className={styles.status}>{words.style(TRADING_STYLES.find((s) => s === form.tradingStyle) ?? null)}</p>
          {form.bio.trim() ? <p className={styles.text}>{form.bio.trim()}</p> : null}
          {form.shareStats ? (
            stats ? (
              <>
                <StatsFigures label={t`This month`} stats={stats.month} />
                <StatsFigures label={t`All time`} stats={stats.all_time} />
              </>
            ) : (
              <Spinner label={t`Loading`} />
            )
          ) : (
            <p className={styles.status}>{t`Your stats are not shared.`}</p>
          )}
        </div>
      </Card>

      <Card as="section" aria-labelledby="community-traders-title">
        <CardHeader titleId="community-traders-title" title={t`Traders who share`} description={t`Percentages only: nobody's money amounts are shared.`} />
        <div className={styles.stack}>
          <CacheStatus access={access} fetchedAt={traders.fetchedAt} refreshing={traders.refreshing} problem={traders.problem} />
          {others.length === 0 ? (
            <p className={styles.status}>{traders.loading || (traders.refreshing && !traders.fetchedAt) ? t`Loading` : t`No other trader shares their stats yet.`}</p>
          ) : (
            <ul className={styles.list} aria-label={t`Traders who share`}>
              {others.map((trader) => (
                <li key={trader.userId} className={styles.trader}>
                  <h3 className={styles.traderName}>{trader.displayName}</h3>
                  <p className={styles.status}>{words.style(trader.tradingStyle)}</p>
                  {trader.bio ? <p className={styles.text}>{trader.bio}</p> : null}
                  <StatsFigures label={t`All time`} stats={trader.allTime} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </div>
  )
}
