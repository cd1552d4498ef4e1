import islandsUrl from 'virtual:islands-entry'
import { ISLANDS_CONFIG_ID } from '../utils/islands.ts'
import type { IslandsConfig } from './page-config.ts'

/** `<` escaped, so no value can close the script element. */
const asScriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * In place of React Router's scripts on a reading page (decision 071): the page's settings and the
 * one module that runs what must run in the browser (boot.ts). Rendered on the server only.
 */
export function IslandScripts({ nonce, config }: { nonce: string; config: IslandsConfig }) {
  return (
    <>
      {/* Data, not code; it carries the nonce as every script of the page does. */}
      <script id={ISLANDS_CONFIG_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: asScriptJson(config) }} />
      <script type="module" nonce={nonce} src={islandsUrl} />
    </>
  )
}
