import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PublicPage } from './public-layout/public-page'
import { card, container, lead, secondaryButton, smallButton } from './public-layout/public.css'
import { downloadLogoPng, downloadLogoSvg, PNG_SCALE } from './logo/logo-download'
import { logoSvg, svgDataUrl } from './logo/logo-markup'
import type { LogoForm, LogoVariant } from './logo/logo-geometry'
import * as styles from './logo-download.css'

interface Asset {
  variant: LogoVariant
  form: LogoForm
  title: string
}

export function LogoDownloadScreen() {
  const { t } = useLingui()
  const assets: Asset[] = [
    { variant: 'light', form: 'full', title: t`Full logo for light backgrounds` },
    { variant: 'dark', form: 'full', title: t`Full logo for dark backgrounds` },
    { variant: 'light', form: 'mark', title: t`Icon for light backgrounds` },
    { variant: 'dark', form: 'mark', title: t`Icon for dark backgrounds` },
  ]
  return (
    <PublicPage title={t`Logo download`}>
      <div className={`${container} ${styles.page}`}>
        <div className={styles.intro}>
          <h1 className={styles.title}>
            <Trans>Logo download</Trans>
          </h1>
          <p className={lead}>
            <Trans>
              Our logo in light and dark variants, as SVG for the web and print, or PNG for slides and chats. Files are made on your device, so this page works offline too.
            </Trans>
          </p>
        </div>
        <ul className={styles.grid}>
          {assets.map((asset) => (
            <li key={`${asset.form}-${asset.variant}`}>
              <AssetCard asset={asset} />
            </li>
          ))}
        </ul>
        <section className={`${card} ${styles.notes}`} aria-labelledby="usage-title">
          <h2 id="usage-title" className={styles.assetTitle}>
            <Trans>Usage notes</Trans>
          </h2>
          <ul className={styles.notesList}>
            <li>
              <Trans>Use the light variant on white or light backgrounds and the dark variant on dark ones.</Trans>
            </li>
            <li>
              <Trans>Keep clear space around the logo of at least half the icon's height.</Trans>
            </li>
            <li>
              <Trans>Do not show the full logo smaller than 120 px wide, or the icon smaller than 24 px.</Trans>
            </li>
            <li>
              <Trans>Do not stretch, rotate, recolour or add effects to the logo.</Trans>
            </li>
            <li>
              <Trans>Use the logo to refer to the product; do not suggest that we endorse your work.</Trans>
            </li>
          </ul>
        </section>
      </div>
    </PublicPage>
  )
}

function AssetCard({ asset }: { asset: Asset }) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  const file = useMemo(() => logoSvg(asset.variant, asset.form), [asset.variant, asset.form])
  const pngSize = `${file.width * PNG_SCALE} × ${file.height * PNG_SCALE}`

  const savePng = () => {
    setFailed(false)
    downloadLogoPng(asset.variant, asset.form).catch(() => setFailed(true))
  }

  return (
    <article className={`${card} ${styles.asset}`} aria-label={asset.title}>
      <div className={`${styles.preview} ${asset.variant === 'light' ? styles.previewLight : styles.previewDark}`}>
        <img className={styles.previewImage} src={svgDataUrl(file.markup)} width={asset.form === 'full' ? 264 : 96} alt={asset.title} />
      </div>
      <h2 className={styles.assetTitle}>{asset.title}</h2>
      <p className={styles.assetMeta}>{t`PNG ${pngSize} px, transparent background`}</p>
      <div className={styles.buttons}>
        <button type="button" className={`${secondaryButton} ${smallButton}`} onClick={() => downloadLogoSvg(asset.variant, asset.form)}>
          <Trans>Download SVG</Trans>
        </button>
        <button type="button" className={`${secondaryButton} ${smallButton}`} onClick={savePng}>
          <Trans>Download PNG</Trans>
        </button>
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          <Trans>The PNG could not be created in this browser. Download the SVG instead.</Trans>
        </p>
      ) : null}
    </article>
  )
}
