declare module 'virtual:islands-entry' {
  /** The built address of app/islands/boot.ts (vite-islands-entry.ts). */
  const url: string
  export default url
}
