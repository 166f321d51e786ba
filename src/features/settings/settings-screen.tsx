import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { PageHeader, Tabs } from '../../ui'
import { ProfileSection } from './profile-section'
import { AppearanceSection } from './appearance-section'
import { NotificationsSection } from './notifications-section'
import { PreferencesSection } from './preferences-section'
import { DataSection } from './data-section'
import { AccountSection } from './account-section'
import { TradingSection } from './trading-section'
import { SetupsSection } from './setups-section'
import { PreferenceConflicts } from './preference-conflicts'

const route = getRouteApi('/_app/settings')

export function SettingsScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { section } = route.useSearch()
  return (
    <>
      <PageHeader title={t`Settings`} description={t`Configure your account`} />
      <PreferenceConflicts />
      <Tabs
        aria-label={t`Settings sections`}
        value={section ?? 'profile'}
        onValueChange={(value) => void navigate({ to: '/settings', search: { section: value as NonNullable<typeof section> }, replace: true })}
        items={[
          { value: 'profile', label: t`Profile`, content: <ProfileSection /> },
          { value: 'appearance', label: t`Appearance`, content: <AppearanceSection /> },
          { value: 'notifications', label: t`Notifications`, content: <NotificationsSection /> },
          { value: 'preferences', label: t`Preferences`, content: <PreferencesSection /> },
          { value: 'data', label: t`Data`, content: <DataSection /> },
          { value: 'trading', label: t`Trading`, content: <TradingSection /> },
          { value: 'setups', label: t`Setups`, content: <SetupsSection /> },
          { value: 'account', label: t`Account`, content: <AccountSection /> },
        ]}
      />
    </>
  )
}
