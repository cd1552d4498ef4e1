export * from './content.ts'
export * from './menus.ts'
export * from './accounts.ts'
