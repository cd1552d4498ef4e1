import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { mediaChoices } from './media-choices.server.ts'

export const handle = backOfficeScreen({ capability: 'content:draft', readsQuery: ['q'] })

/** /admin/media/choices?q=: the editor's "Choose from library" search, as JSON. */
export const loader = (args: LoaderFunctionArgs<AppLoadContext>) => mediaChoices(args)
