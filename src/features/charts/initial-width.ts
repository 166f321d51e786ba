import { createContext } from 'react'

/**
 * The width a chart is likely to get, when its container already knows it (the dashboard learns a
 * widget's width from the IntersectionObserver that mounts it): the chart's first frame is then
 * drawn at its real size instead of a guess that the ResizeObserver corrects a frame later.
 */
export const InitialWidthContext = createContext<number | undefined>(undefined)
