import { createIcon } from './icon'

/** Icons for actions and controls. */

export const SearchIcon = createIcon('Search', (
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>
))

export const MenuIcon = createIcon('Menu', (
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>
))

export const CloseIcon = createIcon('Close', (
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>
))

export const MoreIcon = createIcon('More', (
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>
))

export const MoreVerticalIcon = createIcon('MoreVertical', (
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>
))

export const PlusIcon = createIcon('Plus', (
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>
))

export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />)

export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />)
export const ChevronUpIcon = createIcon('ChevronUp', <path d="m18 15-6-6-6 6" />)
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />)
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />)
export const ChevronsUpDownIcon = createIcon('ChevronsUpDown', (
  <>
    <path d="m7 15 5 5 5-5" />
    <path d="m7 9 5-5 5 5" />
  </>
))
export const ChevronsLeftIcon = createIcon('ChevronsLeft', (
  <>
    <path d="m11 17-5-5 5-5" />
    <path d="m18 17-5-5 5-5" />
  </>
))
export const ChevronsRightIcon = createIcon('ChevronsRight', (
  <>
    <path d="m6 17 5-5-5-5" />
    <path d="m13 17 5-5-5-5" />
  </>
))

export const ArrowLeftIcon = createIcon('ArrowLeft', (
  <>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </>
))

export const ArrowRightIcon = createIcon('ArrowRight', (
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>
))

export const ExternalLinkIcon = createIcon('ExternalLink', (
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>
))

export const LogInIcon = createIcon('LogIn', (
  <>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
  </>
))

export const LogOutIcon = createIcon('LogOut', (
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>
))

export const RefreshIcon = createIcon('Refresh', (
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>
))

export const TrashIcon = createIcon('Trash', (
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>
))

export const EditIcon = createIcon('Edit', (
  <>
    <path d="M12 20h9" />
    <path d="M16.38 3.62a2.12 2.12 0 1 1 3 3L7.37 18.63a2 2 0 0 1-.86.5l-2.87.84a.5.5 0 0 1-.62-.62l.84-2.87a2 2 0 0 1 .5-.86z" />
  </>
))

export const CopyIcon = createIcon('Copy', (
  <>
    <rect x="8" y="8" width="14" height="14" rx="2" />
    <path d="M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2" />
  </>
))

export const ShareIcon = createIcon('Share', (
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.59 13.51 6.83 3.98" />
    <path d="m15.41 6.51-6.82 3.98" />
  </>
))

export const FilterIcon = createIcon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />)

export const EyeIcon = createIcon('Eye', (
  <>
    <path d="M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0" />
    <circle cx="12" cy="12" r="3" />
  </>
))

export const EyeOffIcon = createIcon('EyeOff', (
  <>
    <path d="M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68" />
    <path d="M6.61 6.61A13.53 13.53 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61" />
    <path d="M9.88 9.88a3 3 0 1 0 4.24 4.24" />
    <path d="m2 2 20 20" />
  </>
))
