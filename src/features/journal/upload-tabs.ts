/** The tabs of /upload, as `?tab=` names them. Apart from the screen so the route's search schema does not pull the screen into the first chunk. */
export const UPLOAD_TABS = ['manual', 'csv', 'screenshot'] as const
export type UploadTab = (typeof UPLOAD_TABS)[number]
