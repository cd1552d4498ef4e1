const loading = new Map<string, Promise<void>>()

/** Adds an async third-party script once per address; callers share its load. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`could not load ${src}`))
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}
