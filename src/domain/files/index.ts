export * from './image-check'
export * from './display-size'
