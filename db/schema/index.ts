export * from './content.ts'
export * from './menus.ts'
