/** What the media kit reveals once requested: audience figures, rates and whom to write to. */
export interface MediaKit {
  updated: string
  audience: { label: string; value: string }[]
  rates: { product: string; unit: string; price: string }[]
  contact: string
}
