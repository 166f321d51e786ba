import { msg } from '@lingui/core/macro'
import type { BlogPost } from '../blog-types'

export const tradingOffline: BlogPost = {
  slug: 'trading-offline-how-the-journal-keeps-your-data',
  publishedOn: '2025-03-31',
  title: msg`Trading offline: how the journal keeps your data`,
  summary: msg`On a plane, in a tunnel or on hotel Wi-Fi, your journal still opens, saves and calculates. Here is where your data lives and how it gets to your other devices.`,
  tags: [msg`Offline`, msg`Privacy`],
  body: [
    {
      kind: 'paragraph',
      text: msg`The best time to journal a trade is right after you close it, and that is often when the connection is worst. So the journal is built to need none: it opens, saves trades, imports files and draws your statistics with no network at all.`,
    },
    { kind: 'heading', text: msg`Your device comes first` },
    {
      kind: 'paragraph',
      text: msg`Everything you enter is written to a database inside your browser before anything else happens, and every screen reads from that database. Nothing waits for a server, which is also why the dashboard appears instantly even on a slow connection.`,
    },
    { kind: 'heading', text: msg`Sync when you are back` },
    {
      kind: 'paragraph',
      text: msg`When you are online and signed in, your changes are sent to your account in the background and your other devices pick them up. Going offline mid-sync loses nothing: whatever was not sent yet is sent the next time you connect.`,
    },
    { kind: 'heading', text: msg`Make it last` },
    {
      kind: 'list',
      items: [
        msg`Install the app to your home screen: its files are stored on the device, so it opens with no connection.`,
        msg`Once you have data, the journal asks the browser to keep its storage, so it is not cleared to free space.`,
        msg`On a shared computer each trader gets a separate local journal, so two people's trades never mix.`,
        msg`Export a backup now and then anyway: a backup you can hold is the best insurance.`,
      ],
    },
    {
      kind: 'paragraph',
      text: msg`A few things do need the internet by nature: creating an account, live market data and the leaderboard. Offline, they show the last data they had and how old it is, and everything else keeps working as usual.`,
    },
  ],
}
