import { useInternalLinkNavigation } from '../../utils/internal-links.ts'
import { AdSlot } from '../ad-slot.tsx'
import { useConsent } from '../../consent/consent-context.tsx'

interface SiteFooterProps {
  siteName: string
  menuHtml: string | null
}

export function SiteFooter({ siteName, menuHtml }: SiteFooterProps) {
  const followInternalLink = useInternalLinkNavigation()
  const { openBanner } = useConsent()
  return (
    <footer className="site-footer">
      {menuHtml ? (
        <div className="site-footer__menu" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: menuHtml }} />
      ) : (
        <AdSlot zone="zone3" width={728} height={90} label="Advertisement" />
      )}
      <p className="site-footer__privacy">
        <button type="button" className="site-footer__privacy-button" onClick={(event) => openBanner(event.currentTarget)}>
          Privacy choices
        </button>
      </p>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {siteName}. News, research and training for B2B sales professionals.
      </p>
    </footer>
  )
}
