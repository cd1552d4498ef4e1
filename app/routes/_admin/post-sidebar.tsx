import { useState, type ReactNode } from 'react'
import { FeaturedImageField } from '../../components/editor/featured-image-field.tsx'
import type { LibraryImage } from '../../components/editor/library-image.ts'
import { TokenPicker } from '../../components/editor/token-picker.tsx'
import { useScripted } from '../../components/editor/use-scripted.ts'
import { SeoPreview } from '../../components/editor/seo-preview.tsx'
import type { FormValues } from '../../components/editor/form-values.ts'

/** A field's value as the form shows it: what was typed when a save was refused, else the stored one. */
export interface Shown {
  one: (name: string, stored: string) => string
  /** The ids a field sent several times holds, in their order. */
  many: (name: string, stored: number[]) => number[]
}

export const shownFrom = (typed: FormValues | null | undefined): Shown => ({
  one: (name, stored) => (typed ? (typed[name]?.[0] ?? '') : stored),
  many: (name, stored) => (typed ? (typed[name] ?? []).map(Number) : stored),
})

/**
 * The choices with the picked ones first, in their order, then the rest: the plain checkboxes post
 * them in that order, so the main topic stays first (and matches what the picker posts).
 */
const inPickedOrder = <T extends { id: number }>(options: T[], picked: number[]) => [
  ...picked.flatMap((id) => options.filter((option) => option.id === id)),
  ...options.filter((option) => !picked.includes(option.id)),
]

/** The tag names a comma-separated field holds, in order. */
const tagsOf = (field: string) => field.split(',').flatMap((tag) => (tag.trim() ? [tag.trim()] : []))

interface Choices {
  topics: { id: number; name: string }[]
  videoCategories: { id: number; name: string }[]
  tags: string[]
  authors: { id: number; name: string }[]
  images: LibraryImage[]
}

interface Props {
  type: string
  noun: string
  choices: Choices
  stored: { slug: string; topicIds: number[]; videoCategoryIds: number[]; tags: string; featuredMediaId: number | null; authorId: number | null; seoTitle: string; seoDescription: string }
  shown: Shown
  /** What the search result preview needs of the canvas: its title and deck as typed now. */
  live: { title: string; excerpt: string }
  siteUrl: string
  invalid: (name: string, hintId?: string) => Record<string, unknown>
  error: (name: string) => ReactNode
}

/** The editor's right column: the item's address, topics, tags, featured image, byline and search-engine words. */
export function PostSidebar({ type, noun, choices, stored, shown, live, siteUrl, invalid, error }: Props) {
  const scripted = useScripted()
  const topicIds = shown.many('topicIds', stored.topicIds)
  const authorId = shown.one('authorId', String(stored.authorId ?? ''))
  const [slug, setSlug] = useState(shown.one('slug', stored.slug))
  const [seo, setSeo] = useState({ title: shown.one('seoTitle', stored.seoTitle), description: shown.one('seoDescription', stored.seoDescription) })
  return (
    <aside className="editor__sidebar" aria-label={`Settings of the ${noun}`}>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the title.
        </p>
        <input id="slug" name="slug" defaultValue={slug} onChange={(event) => setSlug(event.target.value)} aria-describedby="slug-hint" maxLength={200} />
      </div>
      {type === 'page' ? null : scripted ? (
        <TokenPicker name="topicIds" label="Topics" hint="The first is the main one." options={choices.topics} picked={topicIds} mainFirst />
      ) : (
        <fieldset className="checkbox-list">
          <legend>Topics (the first ticked is the main one)</legend>
          {inPickedOrder(choices.topics, topicIds).map((topic) => (
            <label key={topic.id}>
              <input type="checkbox" name="topicIds" value={topic.id} defaultChecked={topicIds.includes(topic.id)} /> {topic.name}
            </label>
          ))}
        </fieldset>
      )}
      {!choices.videoCategories.length ? null : scripted ? (
        <TokenPicker name="videoCategoryIds" label="Video categories" options={choices.videoCategories} picked={shown.many('videoCategoryIds', stored.videoCategoryIds)} />
      ) : (
        <fieldset className="checkbox-list">
          <legend>Video categories</legend>
          {choices.videoCategories.map((category) => (
            <label key={category.id}>
              <input type="checkbox" name="videoCategoryIds" value={category.id} defaultChecked={shown.many('videoCategoryIds', stored.videoCategoryIds).includes(category.id)} /> {category.name}
            </label>
          ))}
        </fieldset>
      )}
      {type !== 'post' ? null : scripted ? (
        <TokenPicker
          name="tags"
          label="Tags"
          hint="A new one is made as you save."
          options={choices.tags.map((tag) => ({ id: tag, name: tag }))}
          picked={tagsOf(shown.one('tags', stored.tags))}
          creates
        />
      ) : (
        <div className="field">
          <label htmlFor="tags">Tags</label>
          <p className="field__hint" id="tags-hint">
            Separated by commas; a new one is made as you save.
          </p>
          <input id="tags" name="tags" defaultValue={shown.one('tags', stored.tags)} aria-describedby="tags-hint" maxLength={2000} />
        </div>
      )}
      <FeaturedImageField images={choices.images} chosenId={shown.one('featuredMediaId', String(stored.featuredMediaId ?? ''))} />
      {scripted ? (
        <TokenPicker name="authorId" label="Byline" options={choices.authors} picked={authorId ? [Number(authorId)] : []} single />
      ) : (
        <div className="field">
          <label htmlFor="authorId">Byline</label>
          <select id="authorId" name="authorId" defaultValue={authorId}>
            <option value="">No byline</option>
            {choices.authors.map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {type === 'post' ? (
        <fieldset className="field-group">
          <legend>Search and sharing</legend>
          <div className="field">
            <label htmlFor="seoTitle">Search engine title</label>
            <p className="field__hint" id="seoTitle-hint">
              Empty: the article’s title. Search results show about 60 characters.
            </p>
            <input
              id="seoTitle"
              name="seoTitle"
              defaultValue={seo.title}
              onChange={(event) => setSeo({ ...seo, title: event.target.value })}
              maxLength={120}
              {...invalid('seoTitle', 'seoTitle-hint')}
            />
            {error('seoTitle')}
          </div>
          <div className="field">
            <label htmlFor="seoDescription">Search engine description</label>
            <p className="field__hint" id="seoDescription-hint">
              Empty: the deck. Search results show about 155 characters.
            </p>
            <textarea
              id="seoDescription"
              name="seoDescription"
              defaultValue={seo.description}
              onChange={(event) => setSeo({ ...seo, description: event.target.value })}
              rows={3}
              maxLength={300}
              {...invalid('seoDescription', 'seoDescription-hint')}
            />
            {error('seoDescription')}
          </div>
          <SeoPreview title={seo.title || live.title} address={`${siteUrl.replace(/\/+$/, '')}/blog/${slug || '…'}`} description={seo.description || live.excerpt} />
        </fieldset>
      ) : null}
    </aside>
  )
}
