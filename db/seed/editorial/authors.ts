import type { SeedAuthor } from './types.ts';

export const seedAuthors: SeedAuthor[] = [
  {
    slug: 'maya-okonkwo',
    name: 'Maya Okonkwo',
    title: 'Editor-in-Chief',
    bio: 'Maya Okonkwo leads the editorial team at {{site_name}}. She spent nine years carrying a bag in logistics software before moving into journalism, and she still reads every forecast call transcript she can get her hands on.',
  },
  {
    slug: 'daniel-reyes-hart',
    name: 'Daniel Reyes-Hart',
    title: 'Senior Editor, Operations',
    bio: 'Daniel Reyes-Hart covers revenue operations and the systems behind modern sales teams. Before joining {{site_name}} he built the first RevOps function at a payments startup and rebuilt its CRM twice.',
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    title: 'Senior Editor',
    bio: 'Priya Raman edits the enablement and training coverage. She previously ran global onboarding for a cybersecurity vendor with 600 sellers across four continents and is happiest watching a well-run role play.',
  },
  {
    slug: 'tom-callister',
    name: 'Tom Callister',
    title: 'Contributing Columnist, former CRO',
    bio: 'Tom Callister was chief revenue officer at two venture-backed software companies, one of which was acquired and one of which was not. His column looks at leadership decisions with the benefit of hindsight and a few scars.',
  },
  {
    slug: 'ingrid-solberg',
    name: 'Ingrid Solberg',
    title: 'Contributing Columnist, former VP of Sales',
    bio: 'Ingrid Solberg managed sales teams in industrial equipment and healthcare technology for two decades. She writes about the unglamorous mechanics of frontline management and the people who do it well.',
  },
  {
    slug: 'marcus-bell',
    name: 'Marcus Bell',
    title: 'Staff Writer',
    bio: 'Marcus Bell reports on prospecting and the tools sellers use to find buyers. He started his career as an SDR booking meetings for a marketing automation firm and has the cold-call scripts to prove it.',
  },
  {
    slug: 'leah-feldman',
    name: 'Leah Feldman',
    title: 'Data Editor',
    bio: 'Leah Feldman runs the {{site_name}} benchmark surveys and turns spreadsheets into stories. She trained as an economist and is suspicious of any sales statistic that arrives without a sample size.',
  },
  {
    slug: 'kwame-asante',
    name: 'Kwame Asante',
    title: 'Contributing Writer, Enterprise Account Executive',
    bio: 'Kwame Asante sells data infrastructure to financial services firms and writes about what long enterprise cycles really look like from the inside. He has negotiated with more procurement teams than he cares to count.',
  },
  {
    slug: 'sofia-marchetti',
    name: 'Sofia Marchetti',
    title: 'Staff Writer, Careers',
    bio: 'Sofia Marchetti covers careers, hiring and the working lives of sellers. She interviews dozens of reps and managers each quarter and is always looking for people willing to talk honestly about pay.',
  },
  {
    slug: 'jonah-whitaker',
    name: 'Jonah Whitaker',
    title: 'Contributing Columnist, SDR Leader',
    bio: 'Jonah Whitaker has built three sales development teams from scratch, most recently at a construction software company. His column is about outbound that works without annoying the people on the other end.',
  },
  {
    slug: 'ayesha-siddiqui',
    name: 'Ayesha Siddiqui',
    title: 'Technology Editor',
    bio: 'Ayesha Siddiqui leads coverage of sales technology and AI for {{site_name}}. A former solutions engineer, she tests the products she writes about and asks vendors for the numbers behind their demos.',
  },
  {
    slug: 'rob-delacroix',
    name: 'Rob Delacroix',
    title: 'Contributing Columnist, Sales Trainer',
    bio: 'Rob Delacroix has run sales training workshops for more than 200 companies, from five-person startups to global insurers. He believes most training fails in the week after the workshop, not during it.',
  },
  {
    slug: 'hana-kimura',
    name: 'Hana Kimura',
    title: 'Contributing Writer, Customer Success',
    bio: 'Hana Kimura has led account management and customer success teams at two subscription software companies. She writes about renewals, expansion and the conversations that keep customers from quietly leaving.',
  },
  {
    slug: 'elena-vasquez',
    name: 'Elena Vasquez',
    title: 'Deputy Editor',
    bio: 'Elena Vasquez oversees features and long-form reporting at {{site_name}}. She has covered business-to-business markets for twelve years and has a soft spot for stories about teams that turned things around.',
  },
  {
    slug: 'grant-mcallister',
    name: 'Grant McAllister',
    title: 'Contributing Writer, former Sales Operations Director',
    bio: 'Grant McAllister spent fifteen years in sales operations, designing territories and compensation plans for teams of up to 400 reps. He writes about planning, incentives and the spreadsheets nobody else wants to own.',
  },
];
