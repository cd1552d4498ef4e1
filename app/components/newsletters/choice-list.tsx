interface Choices {
  dailyBoost: boolean
  salesDigest: boolean
  thirdParty: boolean
}

/** The three newsletter choices as a reader reads them back in a confirmation. */
export function ChoiceList({ choices }: { choices: Choices }) {
  return (
    <ul>
      <li>Daily Boost: {choices.dailyBoost ? 'yes' : 'no'}</li>
      <li>Sales Digest: {choices.salesDigest ? 'yes' : 'no'}</li>
      <li>Offers from our partners: {choices.thirdParty ? 'yes' : 'no'}</li>
    </ul>
  )
}
