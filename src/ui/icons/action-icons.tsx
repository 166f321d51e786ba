import { createIcon } from './icon'

/** Icons for actions and controls. */

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
)

export const MenuIcon = createIcon(
  'Menu',
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>,
)

export const CloseIcon = createIcon(
  'Close',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
)

export const MoreIcon = createIcon(
  'More',
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </>,
)

export const MoreVerticalIcon = createIcon(
  'MoreVertical',
  <>
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="19" r="1" />
  </>,
)

export const PlusIcon = createIcon(
  'Plus',
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>,
)

export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />)

export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />)
export const ChevronUpIcon = createIcon('ChevronUp', <path d="m18 15-6-6-6 6" />)
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />)
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />)
export const ChevronsUpDownIcon = createIcon(
  'ChevronsUpDown',
  <>
    <path d="m7 15 5 5 5-5" />
    <path d="m7 9 5-5 5 5" />
  </>,
)

export const LogOutIcon = createIcon(
  'LogOut',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>,
)

export const RefreshIcon = createIcon(
  'Refresh',
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
)

export const TrashIcon = createIcon(
  'Trash',
  <>
    <path d="M3 6h18" />
    <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
    <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
  </>,
)

export const EditIcon = createIcon(
  'Edit',
  <>
    <path d="M12 20h9" />
    <path d="M16.38 3.62a2.12 2.12 0 1 1 3 3L7.37 18.63a2 2 0 0 1-.86.5l-2.87.84a.5.5 0 0 1-.62-.62l.84-2.87a2 2 0 0 1 .5-.86z" />
  </>,
)

export const FilterIcon = createIcon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54z" />)
