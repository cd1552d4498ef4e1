/** The ad and analytics configuration of the end-to-end server: keys, and scripts from the stand-in. */
const appPort = Number(process.env.E2E_PORT ?? 3210)
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT ?? appPort + 3)
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`

export const THIRD_PARTY_ENV = {
  AD_NETWORK_ID: '1234567',
  GA_MEASUREMENT_ID: 'G-E2ETEST01',
  PRODUCT_ANALYTICS_KEY: 'e2e-product-key',
  AD_SCRIPT_URL: `${STAND_IN_URL}/gpt.js`,
  GA_SCRIPT_URL: `${STAND_IN_URL}/gtag/js`,
  PRODUCT_ANALYTICS_SCRIPT_URL: `${STAND_IN_URL}/amplitude.js`,
}
