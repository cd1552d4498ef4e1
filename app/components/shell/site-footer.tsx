import { useInternalLinkNavigation } from '../../utils/internal-links.ts'
import { AdBanner } from '../ads/ad-banner.tsx'
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
      {menuHtml ? <div className="site-footer__menu" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: menuHtml }} /> : <AdBanner unit="zone3" />}
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
