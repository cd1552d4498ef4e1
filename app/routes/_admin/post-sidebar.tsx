import { useState, type ReactNode } from 'react'
import type { LibraryImage } from '../../components/editor/rich-text-editor.tsx'
import { SeoPreview } from '../../components/editor/seo-preview.tsx'
import type { FormValues } from '../../components/editor/form-values.ts'

/** A field's value as the form shows it: what was typed when a save was refused, else the stored one. */
export interface Shown {
  one: (name: string, stored: string) => string
  ticked: (name: string, id: number, stored: boolean) => boolean
}

export const shownFrom = (typed: FormValues | null | undefined): Shown => ({
  one: (name, stored) => (typed ? (typed[name]?.[0] ?? '') : stored),
  ticked: (name, id, stored) => (typed ? (typed[name] ?? []).includes(String(id)) : stored),
})

interface Choices {
  topics: { id: number; name: string }[]
  videoCategories: { id: number; name: string }[]
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
  const [imageId, setImageId] = useState(shown.one('featuredMediaId', String(stored.featuredMediaId ?? '')))
  const [slug, setSlug] = useState(shown.one('slug', stored.slug))
  const [seo, setSeo] = useState({ title: shown.one('seoTitle', stored.seoTitle), description: shown.one('seoDescription', stored.seoDescription) })
  const image = choices.images.find((one) => String(one.id) === imageId)
  return (
    <aside className="editor__sidebar" aria-label={`Settings of the ${noun}`}>
      <div className="field">
        <label htmlFor="slug">Address (slug)</label>
        <p className="field__hint" id="slug-hint">
          Empty: made from the title.
        </p>
        <input id="slug" name="slug" defaultValue={slug} onChange={(event) => setSlug(event.target.value)} aria-describedby="slug-hint" maxLength={200} />
      </div>
      {type === 'page' ? null : (
        <fieldset className="checkbox-list">
          <legend>Topics (the first ticked is the main one)</legend>
          {choices.topics.map((topic) => (
            <label key={topic.id}>
              <input type="checkbox" name="topicIds" value={topic.id} defaultChecked={shown.ticked('topicIds', topic.id, stored.topicIds.includes(topic.id))} /> {topic.name}
            </label>
          ))}
        </fieldset>
      )}
      {choices.videoCategories.length ? (
        <fieldset className="checkbox-list">
          <legend>Video categories</legend>
          {choices.videoCategories.map((category) => (
            <label key={category.id}>
              <input type="checkbox" name="videoCategoryIds" value={category.id} defaultChecked={shown.ticked('videoCategoryIds', category.id, stored.videoCategoryIds.includes(category.id))} />{' '}
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {type === 'post' ? (
        <div className="field">
          <label htmlFor="tags">Tags</label>
          <p className="field__hint" id="tags-hint">
            Separated by commas; a new one is made as you save.
          </p>
          <input id="tags" name="tags" defaultValue={shown.one('tags', stored.tags)} aria-describedby="tags-hint" maxLength={2000} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="featuredMediaId">Featured image</label>
        {image ? <img className="editor__thumbnail" src={image.thumbnail} alt="" width="96" height="96" /> : null}
        <select id="featuredMediaId" name="featuredMediaId" defaultValue={imageId} onChange={(event) => setImageId(event.target.value)}>
          <option value="">None</option>
          {choices.images.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
        <p className="field__hint">
          <a href="/admin/media" target="_blank" rel="noopener">
            Upload to the media library<span className="visually-hidden"> (opens a new tab)</span>
          </a>
        </p>
      </div>
      <div className="field">
        <label htmlFor="authorId">Byline</label>
        <select id="authorId" name="authorId" defaultValue={shown.one('authorId', String(stored.authorId ?? ''))}>
          <option value="">No byline</option>
          {choices.authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
      </div>
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
