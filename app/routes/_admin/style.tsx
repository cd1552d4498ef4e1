import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { ArticleCard } from '../../components/articles/article-card.tsx'
import { FieldFrame } from '../../components/forms/field.tsx'
import { FormErrors, FormNotice } from '../../components/forms/form-status.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { toTeaser } from '../../utils/teaser.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { styleTokens } from './style.server.ts'

export const handle = backOfficeScreen({ capability: 'admin:enter', nav: { label: 'Style guide' } })

/** The living style guide (docs/design.md): the tokens as the stylesheet has them, and the components built on them. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const articles = await args.context.content.getArticles({ perPage: 2, teaser: true }).then(
    (page) => page.items.map(toTeaser),
    () => [],
  )
  return data({ ...styleTokens(), articles }, { headers: noStore })
}

export const headers = retryAfterHeaders

const sampleField = (name: string, errors?: string[]) => ({ id: `style-${name}`, errorId: `style-${name}-error`, errors })

export default function StyleGuide() {
  const { colours, spaces, steps, contrasts, articles } = useLoaderData<typeof loader>()
  return (
    <div className="style-guide">
      <h1>Style guide</h1>
      <p className="lede">The design language of the site as it ships: every value below is read from the stylesheet. The reasoning is in docs/design.md.</p>

      <section aria-labelledby="style-type">
        <h2 id="style-type">Typefaces</h2>
        <div className="style-guide__faces">
          <figure className="style-guide__face">
            <p className="style-guide__specimen style-guide__specimen--serif">Source Serif 4</p>
            <figcaption>Headlines, page titles and the masthead. Weights 400 to 700; headings use 700.</figcaption>
          </figure>
          <figure className="style-guide__face">
            <p className="style-guide__specimen">Inter</p>
            <figcaption>Text, navigation, forms and tables. Weights 400, 600 and 700.</figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="style-scale">
        <h2 id="style-scale">Type scale</h2>
        <dl className="style-guide__steps">
          {steps.map((step) => (
            <div key={step.name}>
              <dt style={{ fontSize: `var(${step.name})` }}>The pipeline review that changed our forecast</dt>
              <dd>
                <code>{step.name}</code> {step.value} · {step.role}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="style-colour">
        <h2 id="style-colour">Color</h2>
        <ul className="style-guide__swatches">
          {colours.map((colour) => (
            <li key={colour.name}>
              <span className="style-guide__swatch" style={{ background: `var(${colour.name})` }} aria-hidden="true" />
              <code>{colour.name}</code> <span>{colour.value}</span>
              <small>{colour.role}</small>
            </li>
          ))}
        </ul>
        <ListScreen
          list={wholeList(contrasts)}
          caption="Text on background: contrast ratio against the WCAG AA minimum"
          showCaption
          rowKey={(pair) => `${pair.text}-${pair.background}`}
          columns={[
            { header: 'Text', cell: (pair) => <code>{pair.text}</code> },
            { header: 'Background', cell: (pair) => <ContrastSample text={pair.text} background={pair.background} /> },
            { header: 'Ratio', cell: (pair) => `${pair.ratio.toFixed(2)}:1` },
            { header: 'Minimum', cell: (pair) => `${pair.minimum}:1` },
          ]}
          empty="The stylesheet pairs no colors."
        />
      </section>

      <section aria-labelledby="style-space">
        <h2 id="style-space">Spacing</h2>
        <ul className="style-guide__spaces">
          {spaces.map((space) => (
            <li key={space.name}>
              <span className="style-guide__space" style={{ width: `var(${space.name})` }} aria-hidden="true" />
              <code>{space.name}</code> {space.value}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="style-components">
        <h2 id="style-components">Components</h2>
        <h3>Buttons</h3>
        <p className="style-guide__row">
          <button type="button" className="button">
            Subscribe
          </button>
          <button type="button" className="button button--secondary">
            Cancel
          </button>
          <button type="button" className="button button--danger">
            Delete account
          </button>
          <button type="button" className="link-button">
            A button that reads as a link
          </button>
        </p>
        <h3>Form fields</h3>
        <form className="form style-guide__form" onSubmit={(event) => event.preventDefault()} aria-label="Sample form">
          <FormErrors id="style-form-errors" errors={['Check the two fields marked below.']} />
          <FieldFrame field={sampleField('name')} label="Full name" required>
            <input id="style-name" name="name" autoComplete="off" defaultValue="Dana Whitfield" />
          </FieldFrame>
          <FieldFrame field={sampleField('email', ['Enter your work email, like name@company.com.'])} label="Work email" required hint="We send the confirmation here.">
            <input id="style-email" name="email" type="email" autoComplete="off" defaultValue="dana@" aria-invalid="true" aria-describedby="style-email-hint style-email-error" />
          </FieldFrame>
        </form>
        <FormNotice>Your changes are saved.</FormNotice>
        <h3>Cards</h3>
        {articles.length ? (
          <div className="card-grid">
            {articles.map((teaser) => (
              <ArticleCard key={teaser.id} teaser={teaser} />
            ))}
          </div>
        ) : (
          <p>The content service is not answering, so there are no cards to show.</p>
        )}
        <h3>Pagination</h3>
        <Pagination page={2} totalPages={5} label="Sample pages" />
        <h3>Labels</h3>
        <p className="eyebrow">Sales Leadership</p>
      </section>
    </div>
  )
}

/** "Aa" in a text colour on a background, beside the background's name. */
function ContrastSample({ text, background }: { text: string; background: string }) {
  return (
    <>
      <span className="style-guide__pair" style={{ color: `var(${text})`, background: `var(${background})` }}>
        Aa
      </span>{' '}
      <code>{background}</code>
    </>
  )
}
