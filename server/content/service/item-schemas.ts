/**
 * The item schemas OPTIONS shows for each route (WordPress's get_item_schema), with the
 * properties our answers carry: their JSON types, the contexts they appear in, and whether
 * they can be written (nothing can here, but WordPress's own read-only marks are kept).
 */
type Context = 'view' | 'edit' | 'embed'
const ALL: Context[] = ['view', 'edit', 'embed']
const VIEW_EDIT: Context[] = ['view', 'edit']

interface Property {
  description: string
  type: string | string[]
  context: Context[]
  readonly?: boolean
  format?: string
  properties?: Record<string, Property>
  items?: { type: string }
}

const prop = (type: Property['type'], description: string, context = ALL, extra: Partial<Property> = {}): Property => ({ description, type, context, ...extra })
const rendered = (description: string, context = ALL): Property =>
  prop('object', description, context, { properties: { rendered: prop('string', `HTML ${description.toLowerCase().replace(/\.$/, '')}, transformed for display.`, context, { readonly: true }) } })

function schema(title: string, properties: Record<string, Property>) {
  return { $schema: 'http://json-schema.org/draft-04/schema#', title, type: 'object', properties }
}

function postProperties(type: string): Record<string, Property> {
  return {
    date: prop(['string', 'null'], "The date the post was published, in the site's timezone.", ALL, { format: 'date-time' }),
    date_gmt: prop(['string', 'null'], 'The date the post was published, as GMT.', VIEW_EDIT, { format: 'date-time' }),
    guid: prop('object', 'The globally unique identifier for the post.', VIEW_EDIT, { readonly: true }),
    id: prop('integer', 'Unique identifier for the post.', ALL, { readonly: true }),
    link: prop('string', 'URL to the post.', ALL, { format: 'uri', readonly: true }),
    modified: prop('string', "The date the post was last modified, in the site's timezone.", VIEW_EDIT, { format: 'date-time', readonly: true }),
    modified_gmt: prop('string', 'The date the post was last modified, as GMT.', VIEW_EDIT, { format: 'date-time', readonly: true }),
    slug: prop('string', 'An alphanumeric identifier for the post unique to its type.', ALL),
    status: prop('string', 'A named status for the post.', VIEW_EDIT),
    type: prop('string', `Type of post (${type}).`, ALL, { readonly: true }),
    title: rendered('The title for the post.'),
    content: rendered('The content for the post.', VIEW_EDIT),
    excerpt: rendered('The excerpt for the post.'),
    author: prop('integer', 'The ID for the author of the post.', ALL),
    featured_media: prop('integer', 'The ID of the featured media for the post.', ALL),
    comment_status: prop('string', 'Whether or not comments are open on the post.', VIEW_EDIT),
    ping_status: prop('string', 'Whether or not the post can be pinged.', VIEW_EDIT),
    template: prop('string', 'The theme file to use to display the post.', VIEW_EDIT),
    meta: prop('object', 'Meta fields.', VIEW_EDIT),
    acf: prop(['object', 'array'], 'Custom fields (ACF style).', VIEW_EDIT, { readonly: true }),
  }
}

const terms = (taxonomy: string) => prop('array', `The terms assigned to the post in the ${taxonomy} taxonomy.`, VIEW_EDIT, { items: { type: 'integer' } })

export const ITEM_SCHEMAS = {
  post: () =>
    schema('post', {
      ...postProperties('post'),
      format: prop('string', 'The format for the post.', VIEW_EDIT),
      sticky: prop('boolean', 'Whether or not the post should be treated as sticky.', VIEW_EDIT),
      categories: terms('category'),
      tags: terms('post_tag'),
    }),
  page: () =>
    schema('page', {
      ...postProperties('page'),
      parent: prop('integer', 'The ID for the parent of the post.', ALL),
      menu_order: prop('integer', 'The order of the post in relation to other posts.', VIEW_EDIT),
    }),
  section: (type: string, taxonomies: { base: string; taxonomy: string }[]) =>
    schema(type, { ...postProperties(type), ...Object.fromEntries(taxonomies.map(({ base, taxonomy }) => [base, terms(taxonomy)])) }),
  term: (taxonomy: string) =>
    schema(taxonomy, {
      id: prop('integer', 'Unique identifier for the term.', ALL, { readonly: true }),
      count: prop('integer', 'Number of published posts for the term.', VIEW_EDIT, { readonly: true }),
      description: prop('string', 'HTML description of the term.', VIEW_EDIT),
      link: prop('string', 'URL of the term.', ALL, { format: 'uri', readonly: true }),
      name: prop('string', 'HTML title for the term.', ALL),
      slug: prop('string', 'An alphanumeric identifier for the term unique to its type.', ALL),
      taxonomy: prop('string', 'Type attribution for the term.', ALL, { readonly: true }),
      parent: prop('integer', 'The parent term ID.', VIEW_EDIT),
      meta: prop('object', 'Meta fields.', VIEW_EDIT),
    }),
  user: () =>
    schema('user', {
      id: prop('integer', 'Unique identifier for the user.', ALL, { readonly: true }),
      name: prop('string', 'Display name for the user.', ALL),
      url: prop('string', 'URL of the user.', ALL, { format: 'uri' }),
      description: prop('string', 'Description of the user.', ALL),
      link: prop('string', 'Author URL of the user.', ALL, { format: 'uri', readonly: true }),
      slug: prop('string', 'An alphanumeric identifier for the user.', ALL),
      avatar_urls: prop('object', 'Avatar URLs for the user.', ALL, { readonly: true }),
      meta: prop('object', 'Meta fields.', VIEW_EDIT),
    }),
  attachment: () =>
    schema('attachment', {
      ...postProperties('attachment'),
      caption: rendered('The attachment caption.'),
      description: rendered('The attachment description.', VIEW_EDIT),
      alt_text: prop('string', 'Alternative text to display when attachment is not displayed.', ALL),
      media_type: prop('string', 'Attachment type.', ALL, { readonly: true }),
      mime_type: prop('string', 'The attachment MIME type.', ALL, { readonly: true }),
      media_details: prop('object', 'Details about the media file, specific to its type.', ALL, { readonly: true }),
      post: prop('integer', 'The ID for the associated post of the attachment.', VIEW_EDIT),
      source_url: prop('string', 'URL to the original attachment file.', ALL, { format: 'uri', readonly: true }),
    }),
  searchResult: () =>
    schema('search-result', {
      id: prop(['integer', 'string'], 'Unique identifier for the object.', ALL, { readonly: true }),
      title: prop('string', 'The title for the object.', ALL, { readonly: true }),
      url: prop('string', 'URL to the object.', ALL, { format: 'uri', readonly: true }),
      type: prop('string', 'Object type.', ALL, { readonly: true }),
      subtype: prop('string', 'Object subtype.', ALL, { readonly: true }),
    }),
}
