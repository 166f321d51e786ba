/** Every journal row has this height (px): the windowing works out positions from it, never from measurements. */
export const ROW_HEIGHT = 72
