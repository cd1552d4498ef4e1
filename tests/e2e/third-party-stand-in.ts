/**
 * For end-to-end runs: stand-ins for the ad and analytics scripts (gtag.js, GPT, an Amplitude
 * browser SDK) on 127.0.0.1:STAND_IN_PORT, another origin than the site, so the CSP and consent
 * gating are exercised for real. Each implements just the API the site calls and records every
 * call on `window.__thirdParty` for the test to read. GPT fills a requested slot with an iframe
 * of the size its size mapping gives for the viewport, or leaves it empty when the test listed the
 * unit in `window.__adStandIn.emptyUnits`.
 */
import { createServer } from 'node:http'

const port = Number(process.env.STAND_IN_PORT ?? 3213)
const origin = `http://127.0.0.1:${port}`

const RECORDER = `window.__thirdParty = window.__thirdParty || { gtag: [], gpt: [], amplitude: [] };`

const GTAG = `${RECORDER}
(function () {
  var record = function (args) {
    var call = Array.prototype.slice.call(args)
    window.__thirdParty.gtag.push(JSON.parse(JSON.stringify(call)))
    if (call[0] === 'event' && call[1] === 'page_view') navigator.sendBeacon('${origin}/g/collect', JSON.stringify(call[2]))
  }
  var layer = window.dataLayer = window.dataLayer || []
  layer.forEach(record)
  layer.push = function () { for (var i = 0; i < arguments.length; i++) record(arguments[i]); return layer.length }
})()`

const GPT = `${RECORDER}
(function () {
  var log = window.__thirdParty.gpt
  var listeners = []
  var slots = []
  var collapse = false
  function pickSizes(mapping) {
    for (var i = 0; i < mapping.length; i++) if (window.innerWidth >= mapping[i][0][0]) return mapping[i][1]
    return []
  }
  function render(slot) {
    var element = document.getElementById(slot.elementId)
    var empty = ((window.__adStandIn || {}).emptyUnits || []).indexOf(slot.unit) !== -1
    var size = pickSizes(slot.mapping)[0]
    if (element && !empty && size) {
      var frame = document.createElement('iframe')
      frame.src = '${origin}/creative?w=' + size[0] + '&h=' + size[1]
      frame.title = '3rd party ad content'
      frame.width = String(size[0]); frame.height = String(size[1])
      frame.style.border = '0'
      element.appendChild(frame)
    }
    if (element && empty && collapse) element.style.display = 'none'
    var event = { slot: slot.api, isEmpty: empty, size: empty ? null : size }
    listeners.forEach(function (listener) { listener(event) })
  }
  var pubads = {
    disableInitialLoad: function () { log.push({ call: 'disableInitialLoad' }) },
    enableSingleRequest: function () { log.push({ call: 'enableSingleRequest' }) },
    collapseEmptyDivs: function () { collapse = true; log.push({ call: 'collapseEmptyDivs' }) },
    addEventListener: function (name, listener) { if (name === 'slotRenderEnded') listeners.push(listener) },
    refresh: function (list) {
      log.push({ call: 'refresh', slots: list.map(function (api) { return api.getSlotElementId() }) })
      list.forEach(function (api) { var slot = slots.find(function (s) { return s.api === api }); if (slot) setTimeout(function () { render(slot) }, 30) })
    },
  }
  var googletag = window.googletag || { cmd: [] }
  var queued = googletag.cmd
  googletag.pubads = function () { return pubads }
  googletag.enableServices = function () { log.push({ call: 'enableServices' }) }
  googletag.sizeMapping = function () {
    var entries = []
    return { addSize: function (viewport, sizes) { entries.push([viewport, sizes]); return this }, build: function () { return entries } }
  }
  googletag.defineSlot = function (path, sizes, elementId) {
    var slot = { path: path, unit: path.split('/').pop(), sizes: sizes, elementId: elementId, mapping: [[[0, 0], sizes]] }
    slot.api = {
      getSlotElementId: function () { return elementId },
      defineSizeMapping: function (mapping) { slot.mapping = mapping; log.push({ call: 'defineSizeMapping', elementId: elementId, mapping: mapping }); return slot.api },
      addService: function () { return slot.api },
    }
    slots.push(slot)
    log.push({ call: 'defineSlot', path: path, sizes: sizes, elementId: elementId })
    return slot.api
  }
  googletag.display = function (elementId) { log.push({ call: 'display', elementId: elementId }) }
  googletag.destroySlots = function (list) {
    slots = slots.filter(function (slot) { return list.indexOf(slot.api) === -1 })
    log.push({ call: 'destroySlots', slots: list.map(function (api) { return api.getSlotElementId() }) })
    return true
  }
  googletag.cmd = { push: function (command) { command(); return 0 } }
  window.googletag = googletag
  queued.forEach(function (command) { command() })
})()`

const AMPLITUDE = `${RECORDER}
window.amplitude = {
  init: function (apiKey, options) { window.__thirdParty.amplitude.push({ call: 'init', apiKey: apiKey, options: options }) },
  track: function (event) { window.__thirdParty.amplitude.push({ call: 'track', event: event }) },
  setOptOut: function (optOut) { window.__thirdParty.amplitude.push({ call: 'setOptOut', optOut: optOut }) },
}`

const scripts: Record<string, string> = { '/gtag/js': GTAG, '/gpt.js': GPT, '/amplitude.js': AMPLITUDE }

createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin)
  const script = scripts[url.pathname]
  if (script) return void response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(script)
  if (url.pathname === '/creative') {
    const size = `${Number(url.searchParams.get('w'))}x${Number(url.searchParams.get('h'))}`
    return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Ad</title><body style="margin:0;background:#ddd">Ad ${size}</body>`)
  }
  if (url.pathname === '/g/collect') return void response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end()
  if (url.pathname === '/healthz') return void response.end('ok')
  response.writeHead(404).end()
}).listen(port, '127.0.0.1')
