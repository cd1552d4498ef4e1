import { redirect } from 'react-router'

/** Signs the visitor out and goes home; POST from a form or a plain link both work. */
export function loader() {
  return redirect('/', { headers: { 'Cache-Control': 'no-store' } })
}

export function action() {
  return redirect('/', { headers: { 'Cache-Control': 'no-store' } })
}
