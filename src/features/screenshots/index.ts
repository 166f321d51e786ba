export { ScreenshotsField, type ScreenshotsFieldProps } from './screenshots-field'
export { usePendingScreenshots, type PendingScreenshots, type PendingScreenshot, type RejectedScreenshot } from './use-pending-screenshots'
export { ScreenshotGallery } from './screenshot-gallery'
export { AttachScreenshots } from './attach-screenshots'
export { screenshotErrorMessage, type ScreenshotErrorCode } from './screenshot-errors'
export { storePendingScreenshots } from './store-pending-screenshots'

export { filesOf } from './clipboard-files'
export { checkFile, fileNameOf } from './prepare-screenshot'
