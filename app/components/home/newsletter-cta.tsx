import { Link } from 'react-router'

/** The sign-up itself lives on /newsletters (a form that works without JavaScript); this invites to it. */
export function NewsletterCta() {
  return (
    <section className="newsletter-cta" aria-labelledby="newsletter-cta-heading">
      <div>
        <h2 id="newsletter-cta-heading">Get the Daily Boost</h2>
        <p>Five minutes of sales news, research and one idea to try today, in your inbox every weekday morning. Free.</p>
      </div>
      <Link to="/newsletters" className="button button--light">
        Sign up for our newsletters
      </Link>
    </section>
  )
}
