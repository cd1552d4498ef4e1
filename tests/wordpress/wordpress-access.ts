import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The WordPress of scripts/wordpress-server.sh as the suites use it: its address (WORDPRESS_URL),
 * the admin's application password, REST calls with it, and the companion plugin switched on or off.
 */
const ROOT = resolve(import.meta.dirname, '../..')
export const wordpressUrl = process.env.WORDPRESS_URL?.replace(/\/+$/, '') ?? ''

export function applicationPassword(): string | null {
  if (process.env.WORDPRESS_AUTH) return process.env.WORDPRESS_AUTH
  const file = resolve(ROOT, process.env.WP_DIR ?? '.data/wordpress', 'application-password')
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null
}

/** The password of WordPress's administrator, `admin` (scripts/wordpress/install.php writes it). */
export const adminPassword = () => readFileSync(resolve(ROOT, process.env.WP_DIR ?? '.data/wordpress', 'admin-password'), 'utf8').trim()

/** The cookies of the admin signed in through wp-login.php, as a browser holds them (previews on WordPress's own host need them). */
export async function adminSignIn(): Promise<string> {
  const password = adminPassword()
  const response = await fetch(`${wordpressUrl}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: 'admin', pwd: password, testcookie: '1', 'wp-submit': 'Log In', redirect_to: `${wordpressUrl}/wp-admin/` }),
  })
  if (response.status !== 302) throw new Error(`Signing in to WordPress answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ')
}

export const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`

/** A REST call as the admin; the JSON answer and its status. */
export const asAdmin = <T = any>(method: string, path: string, body?: unknown) => asUser<T>(applicationPassword()!, method, path, body)

/** A REST call as the user of these credentials (`login:application password`). */
export async function asUser<T = any>(credentials: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${wordpressUrl}/wp-json/${path}`, {
    method,
    headers: { Authorization: basic(credentials), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** How PHP run from here finds this WordPress: its config (WP_CONFIG_NAME) and the bootstrap of a script that loads it. */
export const phpEnv = () => ({ ...process.env, WP_CONFIG_NAME: `quota-${new URL(wordpressUrl).port}` })
export const PLUGIN_SCRIPT = resolve(ROOT, 'scripts/wordpress/plugin.php')
export const phpLoadingWordpress = (code: string) =>
  `$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_CONFIG_NAME'); $_SERVER['HTTP_HOST'] = '127.0.0.1'; $_SERVER['REQUEST_URI'] = '/'; require '/usr/share/wordpress/wp-load.php'; ${code}`

/** Switches the companion plugin on or off, or uninstalls it as Plugins → Delete would (scripts/wordpress/plugin.php). */
export function companionPlugin(action: 'activate' | 'deactivate' | 'uninstall') {
  execFileSync('php', [PLUGIN_SCRIPT, action], { env: phpEnv(), stdio: ['ignore', 'ignore', 'inherit'] })
}

/** What PHP code prints when run inside this WordPress (what it stores, beyond the REST API's view). */
export function insideWordpress(code: string): string {
  return execFileSync('php', ['-r', phpLoadingWordpress(code)], { env: phpEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
}

/** A user of this role with an application password (made once, a new password each call): its id and REST credentials. */
export function userWithApplicationPassword(login: string, role: 'editor' | 'author' | 'contributor'): { id: number; credentials: string } {
  const made = insideWordpress(`
    $id = username_exists('${login}') ?: wp_insert_user(array('user_login' => '${login}', 'user_pass' => wp_generate_password(), 'user_email' => '${login}@quota.example', 'role' => '${role}'));
    [$password] = WP_Application_Passwords::create_new_application_password($id, array('name' => 'tests'));
    echo json_encode(array('id' => $id, 'password' => $password));`)
  const { id, password } = JSON.parse(made) as { id: number; password: string }
  return { id, credentials: `${login}:${password}` }
}

export function removeUser(id: number) {
  insideWordpress(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user(${id});`)
}
