/**
 * The dashboard picture on a cold open (dashboard-picture.ts): what index.html drew, cut into the
 * parts the screen shows in place of its own loading states until its numbers are computed, so the
 * numbers on screen never blink out between the pre-paint and the live dashboard. Only when
 * index.html drew it (its style rules are then in the page), and only until the live numbers show.
 */
import { prepaintedRoute } from '../../prepaint'
import { clearDashboardPicture, DASHBOARD_PICTURE_ROUTE, readDashboardPicture } from './dashboard-picture'

export interface PictureParts {
  /** Everything <main> showed: heading, banner and body (while the database opens). */
  readonly screen: string
  /** What followed the heading (while the screen's code loads). */
  readonly belowHeader: string
  /** The dashboard's body (while its numbers are computed). */
  readonly body: string
}

let opening: { readonly userId: string; readonly parts: PictureParts | undefined } | undefined
let retired = false

function partsOf(html: string): PictureParts | undefined {
  const template = document.createElement('template')
  template.innerHTML = html
  const main = template.content.querySelector('main')
  const body = main?.querySelector('[data-picture-part="body"]')
  const header = main?.querySelector(':scope > header')
  if (!main || !body || !header) return undefined
  const below: string[] = []
  for (let next = header.nextElementSibling; next; next = next.nextElementSibling) below.push(next.outerHTML)
  return { screen: main.innerHTML, belowHeader: below.join(''), body: body.outerHTML }
}

/** The parts of the picture index.html drew for this user, until the live numbers have shown. */
export function openingPicture(userId: string): PictureParts | undefined {
  if (retired || prepaintedRoute() !== DASHBOARD_PICTURE_ROUTE) return undefined
  if (opening?.userId !== userId) {
    const picture = readDashboardPicture(userId)
    opening = { userId, parts: picture ? partsOf(picture.html) : undefined }
  }
  return opening.parts
}

/** The live dashboard has shown its numbers: the picture is never shown again in this page. */
export function retireOpeningPicture(): void {
  retired = true
  opening = undefined
}

let lastWriteAt = Number.NEGATIVE_INFINITY
const writeListeners = new Set<() => void>()

/**
 * Every write to the journal's data (the database gate's watchJournalWrites): the picture may no
 * longer be true, so it goes at once (stored and on screen alike), and it is not taken again until
 * writes have settled.
 */
export function journalWritten(userId: string): void {
  clearDashboardPicture(userId)
  retireOpeningPicture()
  lastWriteAt = performance.now()
  for (const listener of writeListeners) listener()
}

export function onJournalWrite(listener: () => void): () => void {
  writeListeners.add(listener)
  return () => writeListeners.delete(listener)
}

export const msSinceJournalWrite = () => performance.now() - lastWriteAt
