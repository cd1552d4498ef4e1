interface AdSlotProps {
  zone: string
  width: number
  height: number
  label: string
}

/** A reserved box for an ad unit: its size is held before anything loads, so nothing shifts. */
export function AdSlot({ zone, width, height, label }: AdSlotProps) {
  return (
    <aside className="ad-slot" aria-label={label} data-zone={zone} data-size={`${width}x${height}`}>
      <div className="ad-slot__box" style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }} />
    </aside>
  )
}
