export * from './tag-name'
export * from './tag-refs'
export * from './tag-merge'
