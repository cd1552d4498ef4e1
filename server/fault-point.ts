/**
 * Test-only crashes (TEST_FAULT): the process kills itself with SIGKILL at the named point, as
 * `kill -9` or the kernel's out-of-memory killer would, so a crash test can prove that nothing
 * committed before it is lost. Unset in any real deployment: then no fault point exists at all.
 */
export type FaultName = 'kill-after-lead-commit'

export function faultPoint(configured: FaultName | undefined, name: FaultName): (() => void) | undefined {
  if (configured !== name) return undefined
  return () => {
    process.kill(process.pid, 'SIGKILL')
  }
}
