import { useId } from 'react'

/**
 * The Daily Boost sign-up on a reading page: a plain form posted to /newsletters (no script, so it
 * works on a page that is not hydrated and before any script ran). That page answers as its own
 * form does: a visitor gets the confirmation mail (double opt-in), and `adding` keeps a signed-in
 * reader's other newsletters (the cached page cannot show their choices).
 */
export function NewsletterSignup({ context }: { context: string }) {
  const id = useId()
  return (
    <section className="newsletter-cta newsletter-signup" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`}>Get the Daily Boost</h2>
        <p>{context} One idea to sell better, in your inbox every weekday morning. Free.</p>
      </div>
      <form method="post" action="/newsletters" className="newsletter-signup__form">
        <input type="hidden" name="dailyBoost" value="on" />
        <input type="hidden" name="adding" value="on" />
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        <button type="submit" className="button button--light">
          Sign up
        </button>
      </form>
    </section>
  )
}
