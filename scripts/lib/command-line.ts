/** Reads a script's arguments; on bad input, says why on stderr and exits with code 2. */
export function readArgumentsOrExit<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(2)
  }
}
