// Demo static pages for the seed database.
// All copy is original placeholder content for a fictional publisher.
// The token {{site_name}} is replaced at seed time with the configured site name.

export interface SeedPage {
  id: number // fixed WordPress-style id
  slug: string // last path segment, lower-case
  title: string
  excerpt: string // one or two plain sentences (no HTML), used as the meta description
  contentHtml: string // the page body HTML
}

export const seedPages: SeedPage[] = [
  {
    id: 12640,
    slug: 'advertising',
    title: 'Advertising',
    excerpt:
      'Reach the people who build, run and equip B2B sales teams. Explore display, newsletter, webinar, white paper, print and ranked-list sponsorships with {{site_name}}.',
    contentHtml: `<p>{{site_name}} is where the people responsible for revenue come to think about their craft. Our readers lead, train and equip business-to-business sales teams, and they use our reporting, research and events to make decisions about people, process and technology. If your company serves those teams, we can help you reach them with context and credibility.</p>

<h2>Who reads {{site_name}}</h2>
<p>Our audience is concentrated at the top of the sales organisation and among the specialists who support it:</p>
<ul>
<li><strong>Sales leaders</strong> &ndash; chief revenue officers, vice presidents of sales and regional directors who own the number and the headcount behind it.</li>
<li><strong>Sales enablement professionals</strong> &ndash; the people who design onboarding, coaching and content programmes and who frequently evaluate training partners and platforms.</li>
<li><strong>Revenue operations teams</strong> &ndash; analysts and managers who run territory design, compensation, forecasting and the sales technology stack.</li>
<li><strong>Front-line managers and senior sellers</strong> &ndash; the practitioners who put new methods to work every week.</li>
</ul>
<p>More than 60 percent of our registered readers hold a title of manager or above, and roughly a third work at companies with more than 1,000 employees.</p>

<h2>Ways to work with us</h2>
<h3>Display advertising</h3>
<p>Run-of-site and topic-targeted placements across articles, list pages and our video library, with frequency capping and viewability reporting.</p>
<h3>Newsletter sponsorship</h3>
<p>Own a slot in the <em>Daily Boost</em>, which lands in inboxes every weekday morning, or in the weekly <em>Sales Digest</em>. Sponsorships are sold by the week and are limited to one partner per issue.</p>
<h3>Webinars</h3>
<p>Partner with our editors on a live, moderated session on a topic your team knows well. We handle promotion, registration, production and the on-demand archive, and you receive the registrant list.</p>
<h3>White papers and lead generation</h3>
<p>Host research, guides and e-books in our <a href="/resources">resource library</a>. Readers who request sponsored content are told clearly, before they submit, that their details will be shared with the sponsor.</p>
<h3>Magazine print advertising</h3>
<p>Full-page, half-page and cover positions in the monthly print magazine, which is mailed to qualified subscribers and distributed at industry events.</p>
<h3>Ranked-list sponsorships</h3>
<p>Associate your brand with one of our annual <a href="/lists">lists and awards</a>, including <a href="/sp500">The {{site_name}} 500</a>. Sponsors receive recognition on the list pages and in the launch coverage. Sponsors never influence who is ranked or where.</p>

<h2>Get the media kit</h2>
<p>Audience figures, the current rate card, creative specifications and the editorial calendar are all in our <a href="/advertising/media-kit">media kit</a>. To talk through a campaign, write to <a href="mailto:ads@quota.example">ads@quota.example</a> and a member of our partnerships team will reply within one business day.</p>`,
  },
  {
    id: 12641,
    slug: 'media-kit',
    title: 'Media Kit',
    excerpt:
      'Request the {{site_name}} media kit for audience data, rates, ad specifications and the editorial calendar for the year ahead.',
    contentHtml: `<p>Planning a campaign aimed at B2B sales leaders? The {{site_name}} media kit brings together everything your team needs to build a plan, price it and get creative approved in one document. It is refreshed every January and updated mid-year when our audience figures are audited.</p>

<h2>What is inside</h2>
<h3>Audience numbers</h3>
<p>Our reach across the website, newsletters and webinars: monthly readers, newsletter subscribers, the share of readers in sales leadership and at large companies, and average webinar registrations.</p>
<h3>Rate card</h3>
<p>Current prices for the print magazine, newsletter sponsorships, sponsored webinars with their lead lists, display advertising and gated white papers.</p>
<h3>Specifications and the editorial calendar</h3>
<p>Ad sizes, file formats and deadlines, and the themes our editors plan for each issue of the magazine, come from our partnerships team: ask for them when you reply, and we will send the ones for the placements you are considering.</p>

<h2>How to request it</h2>
<p>Fill in the short form on this page with your name, work email and company. The kit opens on this page as soon as you send it, and we email you a link so you can come back to it. We use your details only to send the kit and to have a member of our partnerships team follow up. We never pass them on to anyone else.</p>
<ol>
<li>Complete the request form.</li>
<li>Read the kit here, or later from the link in your email.</li>
<li>Reply to that email or write to <a href="mailto:ads@quota.example">ads@quota.example</a> with any questions.</li>
</ol>
<p>Want an overview first? Our <a href="/advertising">advertising page</a> summarises each channel and who it suits best.</p>`,
  },
  {
    id: 12644,
    slug: 'submissions',
    title: 'Submissions',
    excerpt:
      'Practitioners can pitch contributed articles to {{site_name}}. Read our guidelines, what we look for, what we turn down and how quickly we respond.',
    contentHtml: `<p>Some of the most useful pieces we publish are written by people who do the work: sales leaders, front-line managers, enablement specialists and revenue operations analysts. If you have learned something the hard way and can explain it clearly, we would like to hear from you.</p>

<h2>What we look for</h2>
<ul>
<li><strong>First-hand experience.</strong> Tell us what you tried, what happened and what you would do differently. Specific numbers, even approximate ones, make a piece far more credible.</li>
<li><strong>A single, clear argument.</strong> The best contributed articles make one point well rather than five points briefly.</li>
<li><strong>Practical takeaways.</strong> A reader should finish the piece knowing what to do on Monday morning.</li>
<li><strong>Original work.</strong> We publish only material that has not appeared elsewhere, including on your own blog or social profiles.</li>
</ul>

<h2>How to pitch</h2>
<p>Send a short pitch rather than a finished draft. In no more than 300 words, tell us:</p>
<ol>
<li>The working headline and the argument in two or three sentences.</li>
<li>Why you are the right person to write it, including your current role.</li>
<li>Which of our <a href="/topics">topics</a> it fits best.</li>
<li>Links to one or two things you have written before, if you have them.</li>
</ol>
<p>Email your pitch to <a href="mailto:submissions@quota.example">submissions@quota.example</a> with the word &ldquo;Pitch&rdquo; at the start of the subject line.</p>

<h2>Guidelines for accepted pieces</h2>
<p>Most contributed articles run between 800 and 1,400 words. Write in plain English, avoid jargon where a simpler word will do, and attribute any statistic to its source. Our editors will edit for length, clarity and house style, and you will see the final version before it is published. Contributors receive a byline and a short biography, and the copyright stays with you.</p>

<h2>What we turn down</h2>
<p>We decline any submission that reads as a pitch for a product or service, including pieces written on behalf of a vendor by an agency. Articles that mention the author's own company more than once in passing, or that exist mainly to promote a report or platform, will not be considered. Companies that want to reach our readers commercially can learn about sponsored options on our <a href="/advertising">advertising page</a>.</p>
<p>We also pass on listicles without a point of view, material generated without meaningful human authorship, and pieces that have already run elsewhere.</p>

<h2>Response times</h2>
<p>We read every pitch. Expect a reply within ten business days. If you have not heard from us after three weeks, you are free to offer the idea to another publication.</p>`,
  },
  {
    id: 12647,
    slug: 'reprints',
    title: 'Reprints',
    excerpt:
      'License reprints, e-prints and list badges from {{site_name}} to share our coverage with customers, prospects and employees.',
    contentHtml: `<p>If {{site_name}} has written about your company, ranked it on one of our lists or published an article your team finds useful, you can license that content for use in your own marketing, sales and internal communications. Licensing protects the integrity of our journalism and makes sure you are using the current, approved version.</p>

<h2>What you can license</h2>
<h3>Print reprints</h3>
<p>High-quality printed copies of an article as it appeared in the magazine or on the site, with our masthead and your choice of cover page. Reprints are popular for trade shows, board packs and customer meetings. Minimum orders start at 100 copies.</p>
<h3>E-prints</h3>
<p>A licensed digital version of an article that you can post on your website, attach to emails or share on social media. E-prints are supplied as a PDF or a hosted page, and licences are available for periods of one year or more.</p>
<h3>List and award badges</h3>
<p>Companies and individuals recognised on our <a href="/lists">lists and awards</a>, including <a href="/sp500">The {{site_name}} 500</a>, can license the official badge for the relevant year. Badge licences include digital artwork in several formats and usage guidelines. Badges may not be altered, and each must carry the year of the recognition it refers to.</p>
<h3>Quotations and excerpts</h3>
<p>Short quotations of up to 50 words, properly attributed to {{site_name}} and linked to the original article, do not require a licence. Longer excerpts, or any use in paid advertising, do.</p>

<h2>What is not permitted without a licence</h2>
<ul>
<li>Copying the full text of an article onto another website or into a newsletter.</li>
<li>Re-creating our logo or list badges from screenshots.</li>
<li>Editing an article, or presenting it in a way that suggests {{site_name}} endorses a product or service.</li>
</ul>

<h2>How to order</h2>
<p>Email <a href="mailto:reprints@quota.example">reprints@quota.example</a> with the article headline or list name, the way you plan to use it, the quantity or licence term you need and your billing details. Our reprints team will send a quote within two business days. Standard print orders ship about ten business days after proof approval.</p>
<p>Questions about something else? Our <a href="/contact">contact page</a> lists every department.</p>`,
  },
  {
    id: 12650,
    slug: 'contact',
    title: 'Contact',
    excerpt:
      'How to reach the {{site_name}} editorial, advertising, subscriptions and events teams, plus our mailing address and phone numbers.',
    contentHtml: `<p>We are a small team and we read everything that reaches us. Choosing the right address below will get your message to the right person fastest.</p>

<h2>Editorial</h2>
<p>News tips, corrections, interview requests and questions about something we have published should go to <a href="mailto:editors@quota.example">editors@quota.example</a>. If you would like to write for us, please read our <a href="/submissions">submission guidelines</a> first and send your pitch to <a href="mailto:submissions@quota.example">submissions@quota.example</a>.</p>
<p>We take accuracy seriously. If you believe we have got something wrong, tell us which article, what the error is and how you know. We will review it and publish a correction where one is warranted.</p>

<h2>Advertising and partnerships</h2>
<p>For sponsorships, webinars, white paper programmes and print advertising, contact <a href="mailto:ads@quota.example">ads@quota.example</a> or call (312) 555-0147. You can also read about our options on the <a href="/advertising">advertising page</a> or request the <a href="/advertising/media-kit">media kit</a>.</p>
<p>For reprints, e-prints and list badges, email <a href="mailto:reprints@quota.example">reprints@quota.example</a>.</p>

<h2>Subscriptions and customer service</h2>
<p>Questions about your magazine subscription, a missing issue, a change of address or billing should go to <a href="mailto:subscriptions@quota.example">subscriptions@quota.example</a> or (312) 555-0162, Monday to Friday, 9 a.m. to 5 p.m. Central Time.</p>
<p>You can manage your email preferences yourself on the <a href="/newsletters">newsletters page</a>, and update your account details from your <a href="/profile">profile</a>.</p>

<h2>Events</h2>
<p>For speaking proposals, event sponsorship or help with a registration, write to <a href="mailto:events@quota.example">events@quota.example</a> or call (312) 555-0178. Upcoming dates are listed on our <a href="/events">events page</a>.</p>

<h2>Privacy</h2>
<p>Requests about your personal data should be sent to <a href="mailto:privacy@quota.example">privacy@quota.example</a>. Our <a href="/privacy-policy">privacy policy</a> explains your rights and how to exercise them.</p>

<h2>Mailing address</h2>
<p>{{site_name}}<br>
Larchmont Trade Media<br>
820 West Fulbright Street, Suite 410<br>
Chicago, IL 60607</p>
<p>Main switchboard: (312) 555-0100</p>
<p>Our office is not open to walk-in visitors. If you would like to meet a member of the team, please email first so we can arrange a time.</p>`,
  },
  {
    id: 12660,
    slug: 'about',
    title: 'About',
    excerpt:
      '{{site_name}} is an independent publication for B2B sales leaders, enablement teams and revenue operations professionals, covering the people, methods and tools behind modern selling.',
    contentHtml: `<p>{{site_name}} exists to help the people who lead business-to-business sales teams do their jobs better. We publish reporting, analysis and practical advice on how revenue is won, how sales organisations are built and how the best leaders develop their people.</p>

<h2>Our mission</h2>
<p>Selling to businesses has changed more in the past decade than in the forty years before it. Buyers research independently, buying committees have grown, and new tools arrive every quarter promising to fix everything. Our job is to cut through the noise, to report on what is actually working inside real sales organisations, and to give our readers the confidence to make good decisions.</p>

<h2>Who reads {{site_name}}</h2>
<p>Our readers include chief revenue officers and vice presidents of sales, first-line sales managers, sales enablement and training specialists, revenue operations teams and ambitious individual contributors who want to grow into leadership. They work in software, manufacturing, financial services, healthcare, logistics and professional services, at companies ranging from fast-growing start-ups to global enterprises.</p>

<h2>What we cover</h2>
<ul>
<li><a href="/topics/1/sales-leadership">Sales leadership</a> &ndash; strategy, hiring, culture and the realities of owning a number.</li>
<li><a href="/topics/2/prospecting">Prospecting</a> &ndash; finding and opening new conversations in a crowded market.</li>
<li><a href="/topics/3/sales-enablement">Sales enablement</a> &ndash; onboarding, coaching, content and the measurement of all three.</li>
<li><a href="/topics/4/sales-management">Sales management</a> &ndash; pipeline reviews, forecasting, territories and compensation.</li>
</ul>
<p>Alongside our articles we run <a href="/webinars">webinars</a>, a <a href="/videos">video library</a>, live and virtual <a href="/events">events</a>, and two email <a href="/newsletters">newsletters</a>.</p>

<h2>The magazine</h2>
<p>The {{site_name}} <a href="/magazine">magazine</a> is published monthly in print and digital editions. Each issue goes deeper than we can on the web, with long-form profiles, research features and practical toolkits. Qualified sales professionals can <a href="/magazine/subscribe/">subscribe</a>.</p>

<h2>Lists and awards</h2>
<p>Every year we publish a set of <a href="/lists">ranked lists and awards</a>, including <a href="/sp500">The {{site_name}} 500</a>, our ranking of the largest sales organisations, along with recognition programmes for enablement partners, consultants and leaders who are advancing diversity and inclusion in sales. Each programme has a published methodology.</p>

<h2>Editorial independence</h2>
<p>{{site_name}} is published by Larchmont Trade Media. Our revenue comes from advertising, sponsorships, events and subscriptions, but our newsroom decides what we cover and how. Advertisers and sponsors do not review or approve editorial content, cannot buy a place on a list, and are always clearly labelled when they have paid for something you see. If you ever think we have fallen short of that standard, please <a href="/contact">tell us</a>.</p>`,
  },
  {
    id: 12732,
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    excerpt:
      'How {{site_name}} collects, uses, shares and protects personal information, and the choices and rights available to you.',
    contentHtml: `<p><em>Last updated: 14 January 2025</em></p>
<p>This policy explains how {{site_name}}, published by Larchmont Trade Media (&ldquo;we&rdquo;, &ldquo;us&rdquo;), handles personal information when you use our website, newsletters, magazine, events and resource library.</p>

<h2>Information we collect</h2>
<h3>Information you give us</h3>
<ul>
<li><strong>Account details</strong> &ndash; your name, email address, password (stored only in hashed form), and optional professional details such as job title, company, company size and industry.</li>
<li><strong>Newsletter subscriptions</strong> &ndash; your email address and the newsletters you choose to receive.</li>
<li><strong>Magazine orders</strong> &ndash; your postal address and, for paid subscriptions, billing details processed by our payment provider. We do not store full card numbers.</li>
<li><strong>Content and event registrations</strong> &ndash; the details you enter when you register for a webinar or event or request a white paper or other resource.</li>
<li><strong>Correspondence</strong> &ndash; anything you send us by email or through a form.</li>
</ul>
<h3>Information collected automatically</h3>
<p>When you use the site we record technical information such as your IP address, browser type, pages visited and the referring page. Where you have allowed it, we also use cookies and similar technologies, as described below.</p>

<h2>How we use your information</h2>
<p>We use personal information to run your account, send the newsletters and magazine you ask for, deliver events and webinars, respond to you, keep the service secure, understand which content is useful, and, where you have consented, show relevant advertising.</p>

<h2>Sponsored content and sharing with sponsors</h2>
<p>Some webinars, white papers and other resources are provided by sponsors. When you request sponsored content, the form tells you before you submit it which sponsor will receive your details. If you go ahead, we share the information on that form (typically your name, work email, job title and company) with that sponsor so they can contact you about related products and services. Sponsors use this information under their own privacy policies. We never share your details with a sponsor for content you did not request.</p>
<p>Otherwise, we share personal information only with service providers who process it on our behalf (such as hosting, email delivery and payment processing), when the law requires it, or as part of a sale or reorganisation of our business. We do not sell personal information.</p>

<h2>Cookies and your choices</h2>
<p>We group cookies into three categories:</p>
<ul>
<li><strong>Necessary</strong> &ndash; required for sign-in, security and remembering your consent choices. These are always on.</li>
<li><strong>Analytics</strong> &ndash; help us understand how the site is used so we can improve it.</li>
<li><strong>Advertising</strong> &ndash; allow us and our partners to measure and personalise advertising.</li>
</ul>
<p>Analytics and advertising cookies are off until you turn them on. You can change your choice at any time using the cookie settings link in the site footer. If your browser sends a Global Privacy Control signal, we treat it as a request to opt out of advertising cookies and any sharing that could be considered a sale or targeted advertising, and we apply it automatically.</p>

<h2>How long we keep information</h2>
<p>We keep account information for as long as your account is open. Newsletter data is kept until you unsubscribe, after which we retain only your email address on a suppression list so we do not email you again. Lead form records are kept for 24 months. Server logs are deleted after 90 days. Some billing records must be kept for longer to meet legal obligations.</p>

<h2>Your rights</h2>
<p>Depending on where you live, you may have the right to access, correct, download or delete your personal information, to object to or restrict certain processing, and to withdraw consent. You can update your details on your <a href="/profile">profile</a>, manage email on the <a href="/newsletters">newsletters page</a>, and delete your account at any time from <a href="/profile/delete">/profile/delete</a>. For any other request, contact us using the details below. We will respond within 30 days and will not treat you differently for exercising your rights.</p>

<h2>Security and children</h2>
<p>We take reasonable measures to protect personal information. {{site_name}} is a professional publication and is not directed at anyone under 16.</p>

<h2>Contact</h2>
<p>Questions or requests about privacy should be sent to <a href="mailto:privacy@quota.example">privacy@quota.example</a> or by post to Privacy Team, Larchmont Trade Media, 820 West Fulbright Street, Suite 410, Chicago, IL 60607.</p>
<p>We will post any changes to this policy on this page.</p>`,
  },
  {
    id: 13020,
    slug: 'sp500',
    title: 'The {{site_name}} 500',
    excerpt:
      'The {{site_name}} 500 is our annual ranking of the largest B2B sales organisations, based on the size of their quota-carrying sales forces.',
    contentHtml: `<p>How big is the sales force behind the companies you compete with, sell to or hope to work for? The {{site_name}} 500 answers that question. Published every spring, it ranks the 500 largest business-to-business sales organisations by the number of quota-carrying salespeople they employ.</p>

<h2>Why we measure sales headcount</h2>
<p>Revenue rankings tell you how large a company is. They do not tell you how it goes to market. A software company and an industrial distributor with similar revenue may have sales teams of very different sizes, structures and ambitions. By focusing on the people who carry a number, the {{site_name}} 500 gives sales leaders a benchmark for their own organisations and a view of where selling talent is concentrated.</p>

<h2>Methodology in brief</h2>
<ol>
<li><strong>Who is eligible.</strong> Companies of any ownership type that sell primarily to other businesses or to government, with a direct sales force of at least 250 people.</li>
<li><strong>What we count.</strong> Employees whose pay includes variable compensation tied to an individual or team sales quota. This includes field and inside sellers, account managers and business development representatives. It excludes channel partners, contractors and customer service staff.</li>
<li><strong>How we collect it.</strong> Companies complete a confidential survey, verified by a senior sales or finance leader. Where a company does not respond, our research team produces an estimate from public filings, earnings calls and hiring data. Estimated figures are marked as such.</li>
<li><strong>How we rank it.</strong> Companies are ordered by the number of quota-carrying salespeople as of 31 December of the previous year. Ties are broken by total sales and marketing headcount.</li>
</ol>
<p>Alongside the main ranking we publish industry breakdowns, the fastest-growing sales forces year over year, and figures on the share of sellers working in inside, field and hybrid roles.</p>

<h2>Independence</h2>
<p>Inclusion in the {{site_name}} 500 is free. Companies cannot pay to be ranked or to improve their position, and sponsors of the list have no role in compiling it. Our research team reviews every submission and may ask for supporting evidence.</p>

<h2>Taking part</h2>
<p>Survey invitations go out each October, and the list is published in the spring issue of the <a href="/magazine">magazine</a>. If your organisation would like to be included, email <a href="mailto:research@quota.example">research@quota.example</a>.</p>
<p>Browse this year's ranking and our other recognition programmes on the <a href="/lists">lists and awards page</a>.</p>`,
  },
  {
    id: 14590,
    slug: 'sales-consultants-letter',
    title: 'A Letter to Sales Consultants',
    excerpt:
      'An open letter from the editor inviting sales consulting firms to apply for the {{site_name}} list of recommended sales consultants, with criteria and key dates.',
    contentHtml: `<p>Dear colleagues,</p>
<p>Every week, readers of {{site_name}} ask us some version of the same question: <em>who can help us fix this?</em> A new chief revenue officer wants an outside view of the sales process she inherited. A founder needs help building his first sales team. A regional director is losing deals at the proposal stage and cannot work out why. These readers want a shortlist of consulting firms they can trust, and we want to give them one.</p>
<p>That is why we are opening applications for this year's list of <strong>Recommended Sales Consultants</strong>, and why I am writing to invite your firm to apply.</p>

<h2>What we are looking for</h2>
<p>We will recognise firms that help B2B sales organisations improve strategy, structure, process or performance. Our panel, which includes editors from {{site_name}} and sales leaders who have hired consultants themselves, will assess each application against four criteria:</p>
<ol>
<li><strong>Client outcomes.</strong> Evidence of measurable improvement at client organisations, such as win rates, ramp time, forecast accuracy or revenue growth.</li>
<li><strong>Client references.</strong> At least three clients from the last two years who are willing to speak with our panel in confidence.</li>
<li><strong>Depth of expertise.</strong> The experience of the consultants who will actually do the work, not just the partners who win it.</li>
<li><strong>Thought leadership.</strong> A clear, original point of view on how selling is changing.</li>
</ol>
<p>Firms of every size are welcome. Some of the most impressive applicants in previous years have been practices of fewer than ten people.</p>

<h2>Timeline</h2>
<ul>
<li><strong>3 March:</strong> applications open.</li>
<li><strong>11 April:</strong> applications close at 5 p.m. Central Time.</li>
<li><strong>April and May:</strong> panel review and reference calls.</li>
<li><strong>June:</strong> firms are notified of the outcome.</li>
<li><strong>July:</strong> the list is published on our <a href="/lists">lists and awards page</a> and in the summer issue of the magazine.</li>
</ul>

<h2>A note on fairness</h2>
<p>There is no fee to apply and no fee to be listed. Advertising with {{site_name}} has no bearing on the panel's decisions, and panel members must declare any relationship with an applicant. Firms that are recognised may choose to license the official badge through our <a href="/reprints">reprints team</a>, but they are under no obligation to do so.</p>

<p>To request an application, email <a href="mailto:lists@quota.example">lists@quota.example</a>. I look forward to learning about the work you do.</p>
<p>With thanks,</p>
<p><strong>Dana Whitcombe</strong><br>
Editor-in-Chief, {{site_name}}</p>`,
  },
  {
    id: 14661,
    slug: 'top-15-sales-enablement-partners-letter',
    title: 'Top 15 Sales Enablement Partners: Call for Applications',
    excerpt:
      'Applications are open for the {{site_name}} Top 15 Sales Enablement Partners, recognising training, coaching and enablement providers that deliver results for B2B sales teams.',
    contentHtml: `<p>Dear enablement leaders,</p>
<p>Sales enablement has grown from a side project in the training department into one of the most important functions in a modern revenue organisation. With that growth has come a crowded market of providers offering training programmes, coaching services, content platforms and consulting. For the practitioners who read {{site_name}}, choosing the right partner has never been harder.</p>
<p>Our <strong>Top 15 Sales Enablement Partners</strong> list is designed to make that choice a little easier. Today I am inviting providers to apply for this year's edition.</p>

<h2>Who should apply</h2>
<p>We welcome applications from organisations that help B2B sales teams build skills and improve performance, including:</p>
<ul>
<li>Sales training and methodology firms.</li>
<li>Coaching and manager-development providers.</li>
<li>Onboarding and certification specialists.</li>
<li>Enablement consultancies and content developers.</li>
</ul>
<p>Software vendors may apply if a meaningful share of their engagements include services such as programme design, training delivery or coaching. Pure software platforms are covered separately in our technology coverage.</p>

<h2>How we evaluate</h2>
<p>A panel of {{site_name}} editors and experienced enablement practitioners will score each applicant on:</p>
<ol>
<li><strong>Impact.</strong> Documented results for clients, measured in behaviour change and business outcomes rather than attendance or satisfaction alone.</li>
<li><strong>Reinforcement.</strong> How the provider makes learning stick after the initial workshop or launch.</li>
<li><strong>Fit for today's sellers.</strong> Relevance to hybrid teams, complex buying committees and longer sales cycles.</li>
<li><strong>Client voice.</strong> Confidential conversations with at least three current clients.</li>
</ol>

<h2>Key dates</h2>
<ul>
<li><strong>5 May:</strong> applications open.</li>
<li><strong>13 June:</strong> deadline for applications.</li>
<li><strong>July:</strong> client reference calls and panel scoring.</li>
<li><strong>September:</strong> the Top 15 are announced on our <a href="/lists">lists and awards page</a> and recognised at the autumn <a href="/sales-leadership-summit">Sales Leadership Summit</a>.</li>
</ul>

<h2>Our commitments to you</h2>
<p>Applying is free, and so is being listed. Sponsorship or advertising with {{site_name}} does not affect an applicant's score, and we will never share the contents of your application outside the panel. Every applicant who asks will receive brief written feedback once the list is published.</p>

<p>To receive the application form, write to <a href="mailto:lists@quota.example">lists@quota.example</a> with &ldquo;Enablement Partners&rdquo; in the subject line.</p>
<p>Thank you for the work you do to make sales teams better.</p>
<p><strong>Dana Whitcombe</strong><br>
Editor-in-Chief, {{site_name}}</p>`,
  },
  {
    id: 14925,
    slug: 'sales-leadership-summit',
    title: 'Sales Leadership Summit',
    excerpt:
      'The {{site_name}} Sales Leadership Summit is a free virtual event for B2B sales leaders, with practical sessions on strategy, coaching, forecasting and building high-performing teams.',
    contentHtml: `<p>Twice a year, {{site_name}} brings together sales leaders from across industries for a day of candid, practical conversation about what it takes to build and run a winning sales organisation. The Sales Leadership Summit is virtual, free to attend for qualified sales professionals, and built around the problems our readers tell us keep them up at night.</p>

<h2>What to expect</h2>
<p>Each summit runs for one day, with sessions of 30 to 45 minutes so you can drop in around your schedule. Every session includes live audience questions, and all sessions are available on demand afterwards for registered attendees.</p>

<h2>Agenda themes</h2>
<p>Each edition has its own programme, but our sessions tend to cluster around these themes:</p>
<ul>
<li><strong>Strategy and planning</strong> &ndash; setting realistic targets, designing territories and deciding where to invest headcount.</li>
<li><strong>Coaching and development</strong> &ndash; helping first-line managers become better coaches and building a bench of future leaders.</li>
<li><strong>Forecasting and pipeline</strong> &ndash; running reviews that improve accuracy instead of simply reporting numbers.</li>
<li><strong>Enablement that sticks</strong> &ndash; onboarding, reinforcement and measuring what actually changes in the field.</li>
<li><strong>Working with modern buyers</strong> &ndash; selling to larger buying committees that do more of their research alone.</li>
<li><strong>Culture and retention</strong> &ndash; keeping top performers and building inclusive teams.</li>
</ul>

<h2>Who should attend</h2>
<p>The summit is designed for chief revenue officers, vice presidents and directors of sales, front-line sales managers, and the enablement and revenue operations professionals who work alongside them. Individual contributors who are preparing for a first leadership role will also find plenty to take away.</p>

<h2>Who speaks</h2>
<p>Our speakers are practitioners first. Most are sitting sales leaders who share what they have tried in their own organisations, alongside researchers and {{site_name}} editors who moderate the discussion and keep it honest. Sponsored sessions are always clearly labelled in the agenda.</p>

<h2>Register</h2>
<p>Dates, the full agenda and registration for the next summit are posted on our <a href="/events">events page</a>. Registration takes a minute if you already have a {{site_name}} account. If you missed a previous summit, selected sessions are available in our <a href="/videos">video library</a> and as <a href="/webinars">on-demand webinars</a>.</p>
<p>Interested in speaking or sponsoring? Write to <a href="mailto:events@quota.example">events@quota.example</a>.</p>`,
  },
  {
    id: 18512,
    slug: 'b2b-sales-jobs',
    title: 'B2B Sales Jobs',
    excerpt:
      'Find B2B sales, sales management, enablement and revenue operations roles on the {{site_name}} jobs board, and learn how employers can post openings.',
    contentHtml: `<p>The {{site_name}} jobs board connects employers with experienced business-to-business sales professionals. Whether you are hiring your next regional director or looking for your first management role, this is a place built specifically for people who sell to businesses and the teams that support them.</p>

<h2>Featured role categories</h2>
<ul>
<li><strong>Sales leadership</strong> &ndash; chief revenue officer, vice president of sales, regional and national sales director.</li>
<li><strong>Sales management</strong> &ndash; first-line and second-line managers of field, inside and hybrid teams.</li>
<li><strong>Account executives and account managers</strong> &ndash; new business, enterprise and strategic account roles.</li>
<li><strong>Business development</strong> &ndash; sales development and business development representatives and their managers.</li>
<li><strong>Sales enablement</strong> &ndash; enablement managers, trainers, programme designers and content strategists.</li>
<li><strong>Revenue operations</strong> &ndash; sales operations analysts, CRM administrators, compensation and territory planners.</li>
</ul>

<h2>For employers</h2>
<p>Posting an opening is straightforward:</p>
<ol>
<li>Email <a href="mailto:jobs@quota.example">jobs@quota.example</a> with the job title, location or remote status, a description of the role and a link to apply.</li>
<li>Our team reviews every posting within one business day to make sure it is a genuine B2B sales-related role.</li>
<li>Your listing goes live for 30 days and can be renewed or upgraded to a featured position.</li>
</ol>
<p>Featured listings appear at the top of the board and in a weekly jobs roundup in the <em>Sales Digest</em> <a href="/newsletters">newsletter</a>. We ask employers to include a salary range in every listing; postings with ranges receive noticeably more applications.</p>

<h2>Advice for candidates</h2>
<p>A few suggestions from the hiring managers we talk to:</p>
<ul>
<li><strong>Lead with numbers.</strong> Attainment against quota, deal sizes and team results say more than adjectives.</li>
<li><strong>Explain the context.</strong> A 90 percent attainment in a year when the territory was cut in half tells a very different story from the same figure in a good year.</li>
<li><strong>Research the sales motion.</strong> Know whether the company sells transactionally or through long, complex cycles, and show how your experience fits.</li>
<li><strong>Prepare for a role play.</strong> Many B2B sales interviews include a mock discovery call or presentation. Treat it like a real meeting.</li>
</ul>
<p>For more on building a sales career, browse our coverage of <a href="/topics/1/sales-leadership">sales leadership</a> and <a href="/topics/4/sales-management">sales management</a>.</p>
<p>{{site_name}} does not act as a recruiter and is not party to any hiring decision. Please report any listing that looks suspicious to <a href="mailto:jobs@quota.example">jobs@quota.example</a>.</p>`,
  },
  {
    id: 19161,
    slug: 'newsletters-thank-you',
    title: 'Thanks for subscribing',
    excerpt: 'Your {{site_name}} newsletter subscription is confirmed. Here is what to expect and when.',
    contentHtml: `<p>You are on the list. Thank you for subscribing to {{site_name}} newsletters.</p>
<h2>What arrives when</h2>
<ul>
<li><strong>Daily Boost</strong> &ndash; a short briefing with one practical idea and the day's most useful stories, delivered every weekday morning.</li>
<li><strong>Sales Digest</strong> &ndash; a weekly roundup of our best reporting, new webinars and upcoming events, delivered once a week.</li>
</ul>
<p>To make sure our emails reach your inbox, add our sending address to your contacts. You can change which newsletters you receive, or unsubscribe at any time, on the <a href="/newsletters">newsletters page</a>.</p>`,
  },
  {
    id: 19163,
    slug: 'registration-thank-you',
    title: 'Welcome aboard',
    excerpt: 'Your {{site_name}} account has been created. Here is what to do next.',
    contentHtml: `<p>Welcome to {{site_name}}. We have sent a confirmation to your email address. Once you sign in you have access to our full library of articles, on-demand webinars and resources.</p>
<h2>Next steps</h2>
<ol>
<li><strong>Sign in.</strong> Use the email and password you just chose on the <a href="/login">sign-in page</a>.</li>
<li><strong>Complete your profile.</strong> Adding your role and company on your <a href="/profile">profile</a> helps us recommend the content and events most relevant to you.</li>
<li><strong>Choose your newsletters.</strong> Pick the briefings you want on the <a href="/newsletters">newsletters page</a>, from the weekday <em>Daily Boost</em> to the weekly <em>Sales Digest</em>.</li>
<li><strong>Explore.</strong> Browse our <a href="/topics">topics</a> or see what is coming up on the <a href="/events">events page</a>.</li>
</ol>`,
  },
  {
    id: 19159,
    slug: 'magazine-thank-you',
    title: 'Thank you for subscribing to the magazine',
    excerpt:
      'Your {{site_name}} magazine subscription order has been received. Here is when your first issue will ship and how to reach customer service.',
    contentHtml: `<p>Thank you for subscribing to the {{site_name}} magazine. We have received your order, and a confirmation has been sent to the email address you provided.</p>
<h2>When your first issue ships</h2>
<p>The magazine is published monthly, twelve issues a year. Your subscription starts with the next issue to go to press, which normally ships within four weeks of your order. Digital subscribers can read the current issue online right away from the <a href="/magazine">magazine page</a>.</p>
<h2>Need help?</h2>
<p>If you need to change your mailing address or have a question about your order, contact customer service at <a href="mailto:subscriptions@quota.example">subscriptions@quota.example</a> or (312) 555-0162, Monday to Friday, 9 a.m. to 5 p.m. Central Time.</p>`,
  },
  {
    id: 12700,
    slug: 'message',
    title: 'A Message from the Editor',
    excerpt:
      'The editor of {{site_name}} on what the publication is for this year, what readers can expect, and the standards we hold ourselves to.',
    contentHtml: `<p>Every January I sit down with our editorial team and ask a simple question: what do the people who read {{site_name}} need from us this year? The answer changes more than you might think, and I want to share where we have landed.</p>

<h2>A year of doing more with less</h2>
<p>Almost every sales leader we spoke to over the past few months described the same pressure. Targets are up, headcount is flat or down, and budgets for tools and training face more scrutiny than at any point in recent memory. Buyers, meanwhile, are taking longer to decide and bringing more people into each decision.</p>
<p>In that environment, what our readers do not need is more hype. They need clear thinking, honest evidence and practical ideas they can put to work quickly. That is our brief for the year ahead.</p>

<h2>What that means for our coverage</h2>
<ul>
<li><strong>More evidence, fewer opinions.</strong> We are expanding our research programme, including new benchmarks on ramp time, manager span of control and forecast accuracy, so readers can compare themselves against real peers.</li>
<li><strong>A sharper focus on managers.</strong> First-line sales managers make or break a strategy. We will publish more for them, including a new series on coaching conversations in our <a href="/topics/4/sales-management">sales management</a> section.</li>
<li><strong>Honest technology coverage.</strong> New sales tools are arriving faster than ever. We will report on what they actually change inside sales teams, including the cases where they disappoint.</li>
<li><strong>More voices.</strong> We want to hear from sellers and leaders at companies of every size and in every industry, not only the familiar names. If that sounds like you, our <a href="/submissions">submission guidelines</a> explain how to pitch.</li>
</ul>

<h2>Our standards</h2>
<p>{{site_name}} is independent. Advertisers and sponsors help pay for what we do, and we are grateful to them, but they do not decide what we write, and they cannot buy a place on any of our <a href="/lists">lists</a>. When content is sponsored, we will always say so plainly. When we make a mistake, we will correct it openly.</p>

<h2>Tell us what you think</h2>
<p>The best ideas for stories come from readers. If there is a problem you are wrestling with, a practice you think is overrated or a success you think deserves attention, I would like to hear about it. You can reach me and the rest of the team at <a href="mailto:editors@quota.example">editors@quota.example</a>.</p>
<p>Thank you for reading, and here is to a good year of selling.</p>
<p><strong>Dana Whitcombe</strong><br>
Editor-in-Chief, {{site_name}}</p>`,
  },
  {
    id: 12710,
    slug: 'dei',
    title: 'Diversity, Equity and Inclusion in Sales',
    excerpt:
      'How {{site_name}} covers diversity, equity and inclusion in B2B sales, and how our annual awards recognise the leaders and organisations making progress.',
    contentHtml: `<p>Sales teams that reflect the customers they serve tend to understand those customers better. Yet in many B2B sales organisations, leadership remains far less diverse than the front line, and the routes into sales careers are still narrower than they need to be. {{site_name}} covers diversity, equity and inclusion in sales because it is a question of talent, performance and fairness, and because our readers have told us they want practical help getting it right.</p>

<h2>Our coverage</h2>
<p>Our reporting focuses on what sales leaders can actually do. Recent and upcoming topics include:</p>
<ul>
<li><strong>Hiring beyond the usual pipeline</strong> &ndash; how teams are recruiting from outside traditional backgrounds and what it takes to help new hires succeed.</li>
<li><strong>Fair territories and compensation</strong> &ndash; auditing account assignments and pay plans for patterns that quietly disadvantage some sellers.</li>
<li><strong>Promotion and sponsorship</strong> &ndash; why so many talented sellers stall before management, and the programmes that are changing that.</li>
<li><strong>Inclusive management</strong> &ndash; how front-line managers run pipeline reviews, coaching sessions and team meetings where everyone contributes.</li>
<li><strong>Measuring progress</strong> &ndash; which metrics are meaningful and how to report them honestly.</li>
</ul>
<p>We aim to report on results as well as intentions, including the initiatives that did not work and what organisations learned from them.</p>

<h2>The DEI in Sales Awards</h2>
<p>Each year our DEI in Sales Awards recognise people and organisations making measurable progress toward more inclusive sales teams. Categories include:</p>
<ol>
<li><strong>Leader of the Year</strong> &ndash; a sales executive who has driven lasting change in their organisation.</li>
<li><strong>Manager Champion</strong> &ndash; a first-line or second-line manager who has built an inclusive, high-performing team.</li>
<li><strong>Organisation of the Year</strong> &ndash; a company whose sales function shows clear progress in representation, pay equity and advancement.</li>
<li><strong>Emerging Voice</strong> &ndash; an individual contributor whose advocacy has made a difference to colleagues.</li>
</ol>
<p>Nominations open each February. A panel of {{site_name}} editors and independent practitioners reviews every nomination, and finalists are interviewed before winners are chosen. As with all our recognition programmes, sponsorship has no influence on the outcome.</p>
<p>Past honourees and this year's nomination details can be found on our <a href="/lists">lists and awards page</a>.</p>

<h2>Share your story</h2>
<p>If your team has tried something worth learning from, whether it worked or not, we would like to hear about it. Email <a href="mailto:editors@quota.example">editors@quota.example</a> or read our <a href="/submissions">submission guidelines</a>.</p>`,
  },
]
