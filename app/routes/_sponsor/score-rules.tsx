import { SCORE_RULES } from '#lib/engagement-score.ts'

/** The engagement score's formula, in words, wherever scores show. */
export function ScoreRules() {
  return (
    <section className="score-rules" aria-labelledby="score-rules-heading">
      <h2 id="score-rules-heading">How the engagement score is counted</h2>
      <p>Each lead’s score adds up everything the person did with your content and your topics:</p>
      <ul>
        {Object.values(SCORE_RULES).map((rule) => (
          <li key={rule.text}>{rule.text}</li>
        ))}
      </ul>
    </section>
  )
}
