#!/usr/bin/env bash
# Runs a real WordPress (Debian 12's package, 6.1) on 127.0.0.1 for the tests against a real
# WordPress, installing it from Debian's packages when missing (as root). MariaDB, PHP-FPM and nginx
# run from config files, data, sockets and pid files under WP_DIR, so they never meet the system's
# own services and `stop` ends exactly these. `start` prints the base URL on its last line.
# Usage: scripts/wordpress-server.sh start|stop|status  (WP_PORT, WP_DIR override the defaults)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WP_PORT="${WP_PORT:-28080}"  # below Linux's ephemeral range (32768-60999), so a restart never finds it taken
WP_DIR="${WP_DIR:-$ROOT/.data/wordpress}"
WP_DIR="$(realpath -m "$WP_DIR")"  # absolute: it is written into the config files and matched in /proc
WP_URL="http://127.0.0.1:$WP_PORT"
# php-codesniffer: the plugin's code checks (wordpress/phpcs.xml.dist), run by the suite against this WordPress.
PACKAGES=(wordpress mariadb-server php php8.2-cli php8.2-fpm php8.2-mysql php8.2-xml php8.2-gd php8.2-curl php8.2-mbstring php8.2-zip php8.2-intl nginx wordpress-theme-twentytwentythree php-codesniffer)
cmd="${1:-start}"

# The daemons and their pid files; each is started and stopped on its own.
DAEMONS=(mariadb php-fpm nginx)
# A pid counts only while its process names our config: after a reboot the number may be another's.
pid_of() {
  local f="$WP_DIR/$1.pid" pid
  [ -f "$f" ] && pid="$(cat "$f")" && [ -r "/proc/$pid/cmdline" ] && [[ "$(tr '\0' ' ' <"/proc/$pid/cmdline")" == *"$WP_DIR/"* ]] && echo "$pid"
}

stop_daemon() {
  local pid
  pid="$(pid_of "$1")" || return 0
  kill -TERM "$pid"
  # MariaDB flushes InnoDB before it exits; a new start on the same data must wait for that.
  # Gone once it has exited: a zombie waiting for a slow init to reap it counts as gone.
  for _ in $(seq 1 300); do
    [ "$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null || echo Z)" = Z ] && { rm -f "$WP_DIR/$1.pid"; return 0; }
    sleep 0.1
  done
  echo "$1 (pid $pid) did not stop within 30 s" >&2
  return 1
}

if [ "$cmd" = stop ]; then
  # nginx first, MariaDB last: nothing is left talking to a stopped database.
  for d in nginx php-fpm mariadb; do stop_daemon "$d"; done
  exit 0
fi

if [ "$cmd" = status ]; then
  running=0
  for d in "${DAEMONS[@]}"; do
    if pid="$(pid_of "$d")"; then echo "$d: running (pid $pid)"; running=$((running + 1)); else echo "$d: stopped"; fi
  done
  # The port it was started with, which need not be this shell's WP_PORT.
  port="$(sed -n 's/^ *listen 127\.0\.0\.1:\([0-9]*\);/\1/p' "$WP_DIR/nginx.conf" 2>/dev/null || true)"
  [ "$running" = 3 ] && echo "WordPress: http://127.0.0.1:${port:-$WP_PORT} (state in $WP_DIR)"
  [ "$running" = 3 ]
  exit
fi

if [ "$cmd" != start ]; then
  echo "Usage: $0 start|stop|status" >&2
  exit 2
fi

# --- install the packages when any is missing -------------------------------------------------
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "WordPress is not installed: the tests against a real WordPress need Debian's packages." >&2
    echo "Install them with:  sudo apt-get install --no-install-recommends ${PACKAGES[*]}" >&2
    exit 1
  fi
  echo "Installing WordPress, MariaDB, PHP-FPM and nginx from Debian's packages (this takes a few minutes)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  # Packages start their daemons on install; a policy-rc.d that answers 101 forbids it, so the
  # system's MariaDB, PHP-FPM and nginx never run (ours run from WP_DIR). One already there is kept.
  policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
  fi
  trap 'rm -f "$log" ${policy:+"$policy"}' EXIT
  # Naming php and php8.2-fpm keeps apt from choosing Apache's PHP module; no recommends keeps Apache out.
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}"; } >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "Installing WordPress with apt-get failed." >&2
    exit 1
  fi
  rm -f "$log" ${policy:+"$policy"}
  trap - EXIT
fi

# --- configuration under WP_DIR (rewritten at every start: the port may change) -------------------
mkdir -p "$WP_DIR"/{mysql,nginx-tmp,wp-content/uploads}
as_root=$([ "$(id -u)" = 0 ] && echo 1 || true)
if [ ! -w /etc/wordpress ] && ! { [ ! -e /etc/wordpress ] && [ -w /etc ]; }; then
  echo "Debian's WordPress reads its settings from /etc/wordpress/config-quota-$WP_PORT.php: run this as root or make /etc/wordpress writable." >&2
  exit 1
fi
bash "$ROOT/scripts/wordpress/write-config.sh" "$WP_DIR" "$WP_PORT" "$as_root"

# --- MariaDB: data dir on first run, then the database and its user ------------------------------
if [ ! -d "$WP_DIR/mysql/mysql" ]; then
  mariadb-install-db --defaults-file="$WP_DIR/my.cnf" --auth-root-authentication-method=normal --skip-test-db >"$WP_DIR/mariadb-install.log" 2>&1 \
    || { tail -n 20 "$WP_DIR/mariadb-install.log" >&2; exit 1; }
fi
# Daemons get no stdin, stdout or stderr of ours: a caller reading the URL with $(...) would
# otherwise wait for them to exit. What they say at startup goes to a log shown on failure.
daemon_log="$WP_DIR/daemon-start.log"
if ! pid="$(pid_of mariadb)"; then
  # mariadbd stays in the foreground; setsid detaches it from this shell and its terminal.
  setsid mariadbd --defaults-file="$WP_DIR/my.cnf" </dev/null >/dev/null 2>"$daemon_log" &
  pid=$!
fi
for _ in $(seq 1 300); do
  mariadb-admin --defaults-file="$WP_DIR/my.cnf" ping >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
if ! mariadb-admin --defaults-file="$WP_DIR/my.cnf" ping >/dev/null 2>&1; then
  tail -n 20 "$daemon_log" "$WP_DIR/mariadb.log" >&2 2>/dev/null || true
  echo "MariaDB did not start." >&2
  exit 1
fi
mariadb --defaults-file="$WP_DIR/my.cnf" -e "
  CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
  CREATE USER IF NOT EXISTS 'wordpress'@'localhost' IDENTIFIED BY 'wordpress';
  GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'localhost';"

# --- PHP-FPM and nginx -----------------------------------------------------------------------------
if ! pid_of php-fpm >/dev/null; then
  # PHP-FPM refuses to run as root without -R; WP_DIR and the test site are root's anyway.
  php-fpm8.2 --fpm-config "$WP_DIR/php-fpm.conf" ${as_root:+-R} </dev/null >/dev/null 2>"$daemon_log" \
    || { cat "$daemon_log" >&2; echo "PHP-FPM did not start." >&2; exit 1; }
fi
# -e: the error log from the first line on, so nginx never opens /var/log/nginx. A running nginx
# reloads the config just written (WP_PORT may differ from its last start).
if pid_of nginx >/dev/null; then nginx_signal=(-s reload); else nginx_signal=(); fi
nginx -c "$WP_DIR/nginx.conf" -p "$WP_DIR/" -e "$WP_DIR/nginx-error.log" "${nginx_signal[@]}" </dev/null >/dev/null 2>"$daemon_log" \
  || { cat "$daemon_log" >&2; echo "nginx did not start (is port $WP_PORT taken? WP_PORT picks another)." >&2; exit 1; }

# --- WordPress: install, settings, application password, seed (each only when not done yet) -----
[ -s "$WP_DIR/admin-password" ] || (umask 077 && openssl rand -hex 12 >"$WP_DIR/admin-password")
export WP_CONFIG_NAME="quota-$WP_PORT" WP_STATE_DIR="$WP_DIR"
WP_ADMIN_PASSWORD="$(cat "$WP_DIR/admin-password")" WP_URL="$WP_URL" php "$ROOT/scripts/wordpress/install.php" >&2
WP_SEED="$ROOT/tests/fixtures/wordpress-seed/seed.json" php "$ROOT/scripts/wordpress/setup.php" >&2

# --- ready when the REST API answers ---------------------------------------------------------------
for _ in $(seq 1 150); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$WP_URL/wp-json/")" = 200 ] && break
  sleep 0.2
done
code="$(curl -s -o /dev/null -w '%{http_code}' "$WP_URL/wp-json/")"
if [ "$code" != 200 ]; then
  tail -n 20 "$WP_DIR/nginx-error.log" "$WP_DIR/php-fpm.log" >&2 || true
  echo "WordPress did not answer GET $WP_URL/wp-json/ with 200 (got $code)." >&2
  exit 1
fi
echo "$WP_URL"
