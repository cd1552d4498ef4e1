import { execFileSync, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSignIn, asAdmin, asUser, companionPlugin, insideWordpress, removeUser, userWithApplicationPassword, wordpressUrl } from './wordpress-access.ts'

/**
 * The section fields in WordPress (wordpress/quota-content, fields.php and meta-box.php): every
 * field of every section is registered post meta an editor writes through the REST API (as the
 * block editor does) and reads back in the shape the site reads; a wrong value is refused however
 * it comes; only who may edit the post writes them; wp-admin has a labelled form for them.
 */
const PLUGIN = resolve(import.meta.dirname, '../../wordpress/quota-content')
const catalogue = JSON.parse(readFileSync(join(PLUGIN, 'fields.json'), 'utf8')) as { sections: Record<string, { name: string }[]> }
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const sponsor = { name: 'Tallyforge', slug: 'tallyforge', url: 'https://tallyforge.example', logo: 'https://tallyforge.example/logo.png', level: 'gold' }

/** A value for every field of every section, as the site reads them back. */
const EVERY_FIELD: Record<string, Record<string, unknown>> = {
  webinars: {
    start_date: day(40),
    start_time: '13:00',
    end_time: '14:00',
    time_zone: 'Europe/Berlin',
    registration_open: true,
    recording_video_id: 'abcdefghijk',
    presenter: { name: 'Dana Whitfield', title: 'Chief Revenue Officer', company: 'Northwind', bio: 'Ran sales at three firms.', photo: 'https://example.com/dana.jpg' },
    panelists: [{ name: 'Marcus Bell', title: 'VP Sales', company: 'Contoso', bio: '', photo: '' }],
    sponsor,
    registration_form: [
      { name: 'email', label: 'Work email', type: 'email', required: true, options: [] },
      { name: 'team_size', label: 'Team size', type: 'select', required: false, options: ['1-10', '11 or more'] },
    ],
  },
  issues: {
    issue_date: '2031-03-01',
    volume: 41,
    issue_number: 3,
    special: true,
    cover_story: 'The discount trap',
    table_of_contents: [{ title: 'The discount trap', section: 'Features', page: 12, post_id: 5, url: '/2031/03/01/5/the-discount-trap' }],
    digital_edition: 'https://example.com/march.pdf',
  },
  videos: { youtube_id: 'wpVideo0002', duration: '3:15', series: 'Two-Minute Drill', channel_id: 'UC1234567890', channel_name: 'Quota' },
  events: {
    event_type: 'workshop',
    format: 'hybrid',
    start_date: day(50),
    end_date: day(51),
    start_time: '09:00',
    end_time: '17:00',
    time_zone: 'America/Chicago',
    venue: { name: 'Harbor Hall', address: '1 Pier Road', city: 'Boston', region: 'MA', country: 'US' },
    registration_url: 'https://tickets.example/workshop',
    registration_open: true,
    price: '$495',
    agenda: [{ title: 'Opening', date: day(50), start_time: '09:00', end_time: '10:00', speakers: [{ name: 'Dana Whitfield', title: 'CRO', company: 'Northwind' }] }],
    sponsors: [{ name: 'Tallyforge', slug: 'tallyforge', url: 'https://tallyforge.example', level: 'gold', logo: '' }],
    registration_form: [
      { name: 'email', label: 'Work email', type: 'email', required: true, options: [] },
      { name: 'role', label: 'Role', type: 'text', required: false, options: [] },
    ],
  },
  lists: {
    family: 'fields-test-list',
    year: 2031,
    kind: 'award',
    metric_label: 'Sales headcount',
    methodology: '<p>A survey.</p>',
    segments: [{ name: 'Enterprise', slug: 'enterprise', description: 'Over 1,000 people' }],
    introduction: '<p>Our readers rated them.</p>',
    entries: [{ rank: 1, company: 'Brightpath', person: 'Ann Lee', title: 'CEO', segment: 'enterprise', metric: 120, previous_rank: null, change: null, summary: 'Role plays.', website: 'https://brightpath.example', headquarters: 'Denver' }],
    categories: [{ name: 'Best coach', slug: 'best-coach', description: '' }],
    winners: [{ category: 'best-coach', level: 'gold', company: 'Brightpath', person: 'Ann Lee', title: 'CEO', summary: 'Coached 40 teams.', website: '' }],
  },
  resources: {
    asset_type: 'report',
    summary: 'What the reader gets.',
    gated: true,
    file: 'https://example.com/report.pdf',
    sponsor,
    file_type: 'application/pdf',
    file_size: 1024,
    pages: 12,
  },
}
const metaOf = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([name, value]) => [`quota_${name}`, value]))

describe.runIf(wordpressUrl)('the section fields in WordPress', () => {
  const created: { type: string; id: number }[] = []
  let editor: { id: number; credentials: string }
  let author: { id: number; credentials: string }
  const make = async (type: string, body: Record<string, unknown> = {}, as = editor.credentials) => {
    const { status, body: post } = await asUser<{ id: number }>(as, 'POST', `wp/v2/${type}`, { title: `A ${type} item for the fields`, status: 'publish', ...body })
    expect(status, JSON.stringify(post)).toBe(201)
    created.push({ type, id: post.id })
    return post.id
  }
  const acfOf = async (type: string, id: number) => (await asAdmin<{ acf: Record<string, unknown> }>('GET', `wp/v2/${type}/${id}?context=edit`)).body.acf

  beforeAll(() => {
    companionPlugin('activate')
    editor = userWithApplicationPassword('fields-editor', 'editor')
    author = userWithApplicationPassword('fields-author', 'author')
  })
  afterAll(async () => {
    for (const { type, id } of created) await asAdmin('DELETE', `wp/v2/${type}/${id}?force=true`)
    for (const user of [editor, author]) if (user) removeUser(user.id)
    companionPlugin('deactivate')
  })

  it("the plugin's PHP files parse (php -l)", () => {
    const files = ['quota-content.php', 'uninstall.php', ...readdirSync(join(PLUGIN, 'includes')).map((name) => `includes/${name}`)].filter((file) => file.endsWith('.php'))
    for (const file of files) expect(execFileSync('php', ['-l', join(PLUGIN, file)], { encoding: 'utf8' }), file).toContain('No syntax errors')
  })

  it("the plugin's PHP passes its phpcs checks (wordpress/phpcs.xml.dist)", () => {
    // phpcs exits non-zero and names each file and line when a check fails.
    const run = spawnSync('phpcs', ['-q', '--report=emacs', '--standard=phpcs.xml.dist'], { cwd: join(PLUGIN, '..'), encoding: 'utf8' })
    expect(run.error, 'phpcs is installed (scripts/wordpress-server.sh)').toBeUndefined()
    expect(`${run.stdout}${run.stderr}`).toBe('')
    expect(run.status).toBe(0)
  })

  it('an editor writes every field of every section as registered meta, and the REST API answers it in the shape the site reads', async () => {
    for (const [type, fields] of Object.entries(EVERY_FIELD)) {
      expect(Object.keys(fields).toSorted(), `${type}: the sample names every field`).toEqual(catalogue.sections[type]!.map((field) => field.name).toSorted())
      const id = await make(type)
      const { status, body } = await asUser<{ meta: Record<string, unknown> }>(editor.credentials, 'POST', `wp/v2/${type}/${id}`, { meta: metaOf(fields) })
      expect(status, `${type}: ${JSON.stringify(body)}`).toBe(200)
      expect(await acfOf(type, id), type).toEqual(fields)
      expect(body.meta, type).toMatchObject(metaOf(fields))
    }
  })

  it('a webinar dated any way (the REST API, update_post_meta as WP-CLI or an importer would) is among the upcoming, in start order', async () => {
    const later = await make('webinars', { acf: { start_date: day(90), start_time: '10:00' } })
    const sooner = await make('webinars')
    insideWordpress(`update_post_meta(${sooner}, 'quota_start_date', '${day(80)}'); update_post_meta(${sooner}, 'quota_start_time', '09:00');`)
    const upcoming = async () => (await asAdmin<{ id: number }[]>('GET', 'wp/v2/webinars?upcoming=1&orderby=start_date&order=asc&per_page=100&_fields=id')).body.map((post) => post.id)
    expect((await upcoming()).filter((id) => id === later || id === sooner)).toEqual([sooner, later])
    insideWordpress(`delete_post_meta(${sooner}, 'quota_start_date');`)
    expect(await upcoming()).not.toContain(sooner)
    // Deleted, a webinar leaves no field or index behind, even a start time written after its index.
    insideWordpress(`delete_post_meta(${later}, 'quota_start_time'); add_post_meta(${later}, 'quota_start_time', '11:00');`)
    expect((await asAdmin('DELETE', `wp/v2/webinars/${later}?force=true`)).status).toBe(200)
    expect(insideWordpress(`global $wpdb; echo $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM $wpdb->postmeta WHERE post_id = %d", ${later}));`)).toBe('0')
  })

  it('refuses javascript:, data: and vbscript: links, and values out of range, however they are written; nothing is stored', async () => {
    const event = await make('events', { acf: { registration_url: 'https://tickets.example/a', start_date: day(10), end_date: day(11) } })
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)']) {
      for (const body of [{ meta: { quota_registration_url: link } }, { acf: { registration_url: link } }, { acf: { sponsors: [{ name: 'Acme', slug: 'acme', url: link, level: 'gold' }] } }]) {
        const { status, body: answer } = await asUser<{ code: string }>(editor.credentials, 'POST', `wp/v2/events/${event}`, body)
        expect([status, answer.code], JSON.stringify(body)).toEqual([400, 'rest_invalid_param'])
      }
    }
    const wrong = { quota_start_date: '2031-02-30', quota_start_time: '25:00', quota_end_date: day(5), quota_event_type: 'webinar', quota_time_zone: 'Mars/Olympus' }
    for (const [key, value] of Object.entries(wrong)) {
      expect((await asUser(editor.credentials, 'POST', `wp/v2/events/${event}`, { meta: { [key]: value } })).status, key).toBe(400)
    }
    const webinar = await make('webinars', { acf: { start_time: '10:00', end_time: '11:00' } })
    const forms = {
      'no email field': [{ name: 'first_name', label: 'First name', type: 'text', required: true }],
      'two fields named alike': [{ name: 'email', label: 'Email', type: 'email' }, { name: 'email', label: 'Email again', type: 'email' }],
      'a select without options': [{ name: 'email', label: 'Email', type: 'email' }, { name: 'size', label: 'Size', type: 'select', options: [] }],
      'a field name with spaces': [{ name: 'e mail', label: 'Email', type: 'email' }],
      'an unknown type': [{ name: 'email', label: 'Email', type: 'password' }],
    }
    for (const [wrong, form] of Object.entries(forms)) {
      expect((await asUser(editor.credentials, 'POST', `wp/v2/webinars/${webinar}`, { acf: { registration_form: form } })).status, wrong).toBe(400)
    }
    expect((await asUser(editor.credentials, 'POST', `wp/v2/webinars/${webinar}`, { meta: { quota_end_time: '09:00' } })).status, 'ending before it starts').toBe(400)
    expect(await acfOf('webinars', webinar)).toMatchObject({ registration_form: [], end_time: '11:00' })
    const issue = await make('issues')
    expect((await asUser(editor.credentials, 'POST', `wp/v2/issues/${issue}`, { meta: { quota_volume: 10_000_000_000 } })).status).toBe(400)
    // A new post with a wrong field is not made at all.
    const before = (await asAdmin<unknown[]>('GET', 'wp/v2/events?per_page=100&status=any&_fields=id')).body.length
    expect((await asUser(editor.credentials, 'POST', 'wp/v2/events', { title: 'Never made', acf: { registration_url: 'javascript:alert(1)' } })).status).toBe(400)
    expect((await asAdmin<unknown[]>('GET', 'wp/v2/events?per_page=100&status=any&_fields=id')).body).toHaveLength(before)
    expect(await acfOf('events', event)).toMatchObject({ registration_url: 'https://tickets.example/a', start_date: day(10), end_date: day(11), event_type: '', time_zone: 'America/New_York' })
    // Past the REST API (the Custom Fields box, WP-CLI): sanitized away.
    const stored = insideWordpress(`update_post_meta(${event}, 'quota_registration_url', 'javascript:alert(1)'); echo json_encode(array(metadata_exists('post', ${event}, 'quota_registration_url'), get_post_meta(${event}, 'quota_registration_url', true)));`)
    expect(JSON.parse(stored)).toEqual([false, ''])
  })

  it('an author writes the fields of their own webinar only', async () => {
    const own = await make('webinars', {}, author.credentials)
    expect((await asUser(author.credentials, 'POST', `wp/v2/webinars/${own}`, { meta: { quota_start_date: day(20) } })).status).toBe(200)
    const others = await make('webinars', { acf: { start_date: day(30) } })
    for (const body of [{ meta: { quota_start_date: day(21) } }, { acf: { start_date: day(21) } }]) {
      expect((await asUser(author.credentials, 'POST', `wp/v2/webinars/${others}`, body)).status, JSON.stringify(body)).toBe(403)
    }
    expect(await acfOf('webinars', others)).toMatchObject({ start_date: day(30) })
    const may = (user: number, post: number) => insideWordpress(`wp_set_current_user(${user}); echo current_user_can('edit_post_meta', ${post}, 'quota_start_date') ? 'yes' : 'no';`)
    expect([may(author.id, own), may(author.id, others), may(editor.id, others)]).toEqual(['yes', 'no', 'yes'])
  })

  it("wp-admin's new webinar screen has a labelled input for each field, in WordPress's time zone", async () => {
    const cookie = await adminSignIn()
    // Settings → General's zone, one the site's list of usual zones does not have.
    const zone = insideWordpress("echo get_option('timezone_string');")
    insideWordpress("update_option('timezone_string', 'Europe/Paris');")
    const page = await (await fetch(`${wordpressUrl}/wp-admin/post-new.php?post_type=webinars`, { headers: { Cookie: cookie } })).text()
    insideWordpress(`update_option('timezone_string', '${zone}');`)
    expect(page).toContain('<h2 class="hndle">Webinar details</h2>')
    const labelled = (id: string, label: string) => {
      const shown = new RegExp(`<label[^>]* for="${id}">${label}`).test(page) || new RegExp(`<label class="screen-reader-text" for="${id}">${label}`).test(page)
      expect(shown, `${label} labels #${id}`).toBe(true)
      expect(page, `#${id}`).toMatch(new RegExp(`<(input|select|textarea)[^>]* id="${id}"`))
    }
    labelled('quota-start_date', 'Date')
    expect(page).toMatch(/<input type="date" id="quota-start_date"/)
    labelled('quota-start_time', 'Starts at')
    labelled('quota-end_time', 'Ends at')
    labelled('quota-time_zone', 'Time zone')
    expect(page).toMatch(/<select id="quota-time_zone" name="quota\[time_zone\]"><option value="">—<\/option><option value="Europe\/Paris" selected='selected'>/)
    labelled('quota-registration_open', 'Registration open')
    labelled('quota-recording_video_id', 'Recording')
    labelled('quota-presenter-name', 'Name')
    labelled('quota-sponsor-url', 'Sponsor’s website')
    // Repeatable rows: two blank panelists; the registration form starts with four fields and three blank ones.
    labelled('quota-panelists-1-name', 'Name, row 2')
    labelled('quota-registration_form-6-label', 'Label, row 7')
    expect(page).toMatch(/id="quota-registration_form-2-name" name="quota\[registration_form\]\[2\]\[name\]" value="email"/)
  })

  it("a webinar's fields saved from wp-admin's form reach the REST API; a wrong one is named, and keeps what it had", async () => {
    const cookie = await adminSignIn()
    const page = await (await fetch(`${wordpressUrl}/wp-admin/post-new.php?post_type=webinars`, { headers: { Cookie: cookie } })).text()
    const hidden = (name: string) => new RegExp(`name=['"]${name}['"] value=['"]([^'"]+)['"]`).exec(page)![1]!
    const id = Number(hidden('post_ID'))
    created.push({ type: 'webinars', id })
    const save = async (fields: Record<string, string>) => {
      const form = new URLSearchParams({
        action: 'editpost',
        post_ID: String(id),
        post_type: 'webinars',
        _wpnonce: hidden('_wpnonce'),
        quota_fields_nonce: hidden('quota_fields_nonce'),
        post_title: 'A webinar set up in wp-admin',
        original_post_status: 'auto-draft',
        publish: 'Publish',
        ...fields,
      })
      const response = await fetch(`${wordpressUrl}/wp-admin/post.php`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: form })
      expect(response.status).toBe(302)
    }
    await save({
      'quota[start_date]': day(35),
      'quota[start_time]': '15:00',
      'quota[end_time]': '16:00',
      'quota[time_zone]': 'America/Los_Angeles',
      'quota[registration_open]': '1',
      'quota[presenter][name]': 'Dana Whitfield',
      'quota[presenter][company]': 'Northwind',
      'quota[panelists][0][name]': 'Marcus Bell',
      'quota[panelists][1][name]': '',
      'quota[registration_form][0][name]': 'email',
      'quota[registration_form][0][label]': 'Work email',
      'quota[registration_form][0][type]': 'email',
      'quota[registration_form][0][required]': '1',
      'quota[registration_form][1][name]': 'team',
      'quota[registration_form][1][label]': 'Team size',
      'quota[registration_form][1][type]': 'select',
      'quota[registration_form][1][options]': '1-10, 11 or more',
    })
    const saved = {
      start_date: day(35),
      start_time: '15:00',
      end_time: '16:00',
      time_zone: 'America/Los_Angeles',
      registration_open: true,
      presenter: { name: 'Dana Whitfield', title: '', company: 'Northwind', bio: '', photo: '' },
      panelists: [{ name: 'Marcus Bell', title: '', company: '', bio: '', photo: '' }],
      registration_form: [
        { name: 'email', label: 'Work email', type: 'email', required: true, options: [] },
        { name: 'team', label: 'Team size', type: 'select', required: false, options: ['1-10', '11 or more'] },
      ],
    }
    expect(await acfOf('webinars', id)).toMatchObject(saved)
    const upcoming = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/webinars?upcoming=1&per_page=100&_fields=id')).body
    expect(upcoming.map((post) => post.id)).toContain(id)

    await save({ 'quota[start_date]': day(36), 'quota[start_time]': '15:00', 'quota[end_time]': '16:00', 'quota[sponsor][name]': 'Acme', 'quota[sponsor][url]': 'javascript:alert(1)' })
    expect(await acfOf('webinars', id)).toMatchObject({ start_date: day(36), sponsor: null })
    const edit = await (await fetch(`${wordpressUrl}/wp-admin/post.php?post=${id}&action=edit`, { headers: { Cookie: cookie } })).text()
    expect(edit).toContain('These fields were not saved:')
    expect(edit).toContain('Sponsor’s website: an address starting with https://, mailto: or /')
    // What was typed is shown again, to be corrected.
    expect(edit).toMatch(/id="quota-sponsor-url" name="quota\[sponsor\]\[url\]" value="javascript:alert\(1\)"/)
  })

  /**
   * A new list edition's screen in wp-admin, as the admin, and its form sent as a browser sends it
   * (multipart, with a CSV file in `fileInput`): the page's HTML, the post's id and the sender.
   */
  async function listEditionForm(fileInput: string, typed: Record<string, string>) {
    const cookie = await adminSignIn()
    const page = await (await fetch(`${wordpressUrl}/wp-admin/post-new.php?post_type=lists`, { headers: { Cookie: cookie } })).text()
    const hidden = (name: string) => new RegExp(`name=['"]${name}['"] value=['"]([^'"]+)['"]`).exec(page)![1]!
    const id = Number(hidden('post_ID'))
    created.push({ type: 'lists', id })
    const save = async (csv: string) => {
      const form = new FormData()
      const fields = { action: 'editpost', post_ID: String(id), post_type: 'lists', _wpnonce: hidden('_wpnonce'), quota_fields_nonce: hidden('quota_fields_nonce'), publish: 'Publish' }
      for (const [name, value] of Object.entries({ ...fields, ...typed })) form.append(name, value)
      form.append(fileInput, new Blob([csv], { type: 'text/csv' }), 'rows.csv')
      const response = await fetch(`${wordpressUrl}/wp-admin/post.php`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie }, body: form })
      expect(response.status).toBe(302)
    }
    const editScreen = async () => (await fetch(`${wordpressUrl}/wp-admin/post.php?post=${id}&action=edit`, { headers: { Cookie: cookie } })).text()
    return { page, id, save, editScreen }
  }

  it("imports a list edition's entries from a CSV file in wp-admin: checked whole, each bad row named, nothing imported on error", async () => {
    const { page, id, save, editScreen } = await listEditionForm('quota_entries_csv', { post_title: 'Top 3 Training Companies', 'quota[family]': 'csv-import-test', 'quota[year]': '2031', 'quota[kind]': 'list' })
    expect(page).toMatch(/<label for="quota-entries-csv"><strong>Import entries \(CSV\)<\/strong><\/label><br><input type="file" id="quota-entries-csv"/)
    const rows = ['1,Brightpath Learning,https://brightpath.example,Denver', 'two,Closers Academy,,Austin', '3,"Evil, Inc.",javascript:alert(1),Nowhere']
    await save(['rank,company,website,headquarters', ...rows].join('\r\n'))
    expect(await acfOf('lists', id)).toMatchObject({ family: 'csv-import-test', year: 2031, entries: [] })
    const edit = await editScreen()
    expect(edit).toContain('Row 3: Rank: a whole number')
    expect(edit).toContain('Row 4: Website: an address starting with https://, mailto: or /')
    expect(edit).not.toContain('Row 2:')

    await save(['\uFEFFrank,company,website,headquarters', rows[0], '2,Closers Academy,,Austin', '3,"Evil, Inc.",https://evil.example,Nowhere', ''].join('\n'))
    const { entries } = (await acfOf('lists', id)) as { entries: { rank: number; company: string; website: string; headquarters: string; metric: unknown }[] }
    expect(entries.map((entry) => [entry.rank, entry.company, entry.website, entry.headquarters, entry.metric])).toEqual([
      [1, 'Brightpath Learning', 'https://brightpath.example', 'Denver', null],
      [2, 'Closers Academy', '', 'Austin', null],
      [3, 'Evil, Inc.', 'https://evil.example', 'Nowhere', null],
    ])
    // The site finds an edition by a company in it.
    const found = (await asAdmin<{ id: number }[]>('GET', 'wp/v2/lists?company=Closers%20Academy&_fields=id')).body
    expect(found.map((list) => list.id)).toContain(id)
  })

  it("imports an award's winners from a CSV file in wp-admin: a bad row refused, then each winner under the category it names, a new one added", async () => {
    const { page, id, save, editScreen } = await listEditionForm('quota_winners_csv', { post_title: 'Coach Awards 2031', 'quota[family]': 'csv-winners-test', 'quota[year]': '2031', 'quota[kind]': 'award' })
    expect(page).toMatch(/<label for="quota-winners-csv"><strong>Import award winners \(CSV\)<\/strong><\/label><br><input type="file" id="quota-winners-csv"/)
    insideWordpress(`update_post_meta(${id}, 'quota_categories', array(array('name' => 'Rookie of the Year', 'slug' => 'rookie', 'description' => '')));`)
    await save(['category,level,company,website', 'rookie,gold,Brightpath,https://brightpath.example', ',silver,Nameless,', 'Coach of the Year,gold,Closers,javascript:alert(1)'].join('\n'))
    expect(await acfOf('lists', id)).toMatchObject({ winners: [], categories: [{ slug: 'rookie' }] })
    const edit = await editScreen()
    expect(edit).toContain('Row 3: Category: required')
    expect(edit).toContain('Row 4: Website: an address starting with https://, mailto: or /')

    await save(['category,level,company,website', 'rookie,gold,Brightpath,https://brightpath.example', 'rookie of the year,silver,Ledgerline,', 'Coach of the Year,gold,Closers,'].join('\n'))
    const { winners, categories } = (await acfOf('lists', id)) as { winners: { category: string; level: string; company: string }[]; categories: { name: string; slug: string }[] }
    expect(winners.map((winner) => [winner.category, winner.level, winner.company])).toEqual([
      ['rookie', 'gold', 'Brightpath'],
      ['rookie', 'silver', 'Ledgerline'],
      ['coach-of-the-year', 'gold', 'Closers'],
    ])
    expect(categories.map((category) => [category.name, category.slug])).toEqual([
      ['Rookie of the Year', 'rookie'],
      ['Coach of the Year', 'coach-of-the-year'],
    ])
  })

  it("moves plugin 1.0's JSON fields into the registered fields once", async () => {
    const id = await make('webinars')
    const old = JSON.stringify({ start_date: day(60), start_time: '11:00', presenter: { name: 'Old Presenter' }, sponsor: { name: 'Acme', url: 'javascript:alert(1)' } })
    insideWordpress(`update_post_meta(${id}, 'quota_acf', wp_slash('${old}')); update_option('quota_fields_version', 1);`)
    // The next request migrates.
    const acf = await acfOf('webinars', id)
    expect(acf).toMatchObject({ start_date: day(60), start_time: '11:00', presenter: { name: 'Old Presenter', title: '' }, sponsor: { name: 'Acme', url: '' } })
    expect(JSON.parse(insideWordpress(`echo json_encode(array(get_post_meta(${id}, 'quota_acf', true), get_option('quota_fields_version')));`))).toEqual(['', '2'])
  })
})
