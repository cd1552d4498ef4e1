import type { Sponsor } from '#lib/content-model.ts'

/** Sponsor wordmarks are 3:1 (240×80); width and height keep their box before they load. */
export function SponsorLogo({ sponsor, height = 40 }: { sponsor: Sponsor; height?: number }) {
  if (!sponsor.logo) return <span className="sponsor-name">{sponsor.name}</span>
  return <img className="sponsor-logo" src={sponsor.logo} alt={sponsor.name} width={height * 3} height={height} loading="lazy" decoding="async" />
}
