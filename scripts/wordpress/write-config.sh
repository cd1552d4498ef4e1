#!/usr/bin/env bash
# Writes the config files of scripts/wordpress-server.sh: MariaDB, PHP-FPM and nginx under the state
# dir, and the per-port config Debian's /usr/share/wordpress/wp-config.php looks up in /etc/wordpress.
# Usage: write-config.sh STATE_DIR PORT AS_ROOT (AS_ROOT is 1 when the daemons run as root)
set -euo pipefail
dir="$1" port="$2" as_root="${3:-}"

cat >"$dir/my.cnf" <<EOF
# Only a unix socket in the state dir: no TCP port to collide with a system MariaDB.
[client]
socket = $dir/mysql.sock
user = root

[mysqld]
datadir = $dir/mysql
socket = $dir/mysql.sock
pid-file = $dir/mariadb.pid
log-error = $dir/mariadb.log
skip-networking
${as_root:+user = root}
# A throwaway test database: small buffers, no durability work.
innodb_buffer_pool_size = 64M
innodb_flush_log_at_trx_commit = 0
innodb_doublewrite = 0
skip-log-bin
character-set-server = utf8mb4
collation-server = utf8mb4_unicode_ci
EOF

cat >"$dir/php-fpm.conf" <<EOF
[global]
pid = $dir/php-fpm.pid
error_log = $dir/php-fpm.log
daemonize = yes

[quota]
${as_root:+user = root}
${as_root:+group = root}
listen = $dir/php-fpm.sock
pm = static
pm.max_children = 4
catch_workers_output = yes
php_admin_value[error_log] = $dir/php-fpm.log
php_admin_flag[log_errors] = on
php_admin_flag[display_errors] = off
EOF

mkdir -p "$dir/wp-content"
# Themes are the packages' (Debian links them into /var/lib/wordpress); uploads stay ours. The one
# plugin is this repository's companion plugin, linked in (the suites switch it on and off).
ln -sfn "/var/lib/wordpress/wp-content/themes" "$dir/wp-content/themes"
[ -L "$dir/wp-content/plugins" ] && rm "$dir/wp-content/plugins"
mkdir -p "$dir/wp-content/plugins"
ln -sfn "$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/wordpress/quota-content" "$dir/wp-content/plugins/quota-content"

cat >"$dir/nginx.conf" <<EOF
${as_root:+user root root;}
worker_processes 2;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log $dir/nginx-access.log;
  client_body_temp_path $dir/nginx-tmp/body;
  fastcgi_temp_path $dir/nginx-tmp/fastcgi;
  proxy_temp_path $dir/nginx-tmp/proxy;
  uwsgi_temp_path $dir/nginx-tmp/uwsgi;
  scgi_temp_path $dir/nginx-tmp/scgi;
  client_max_body_size 32m;
  server {
    listen 127.0.0.1:$port;
    root /usr/share/wordpress;
    index index.php;
    location /wp-content/ { alias $dir/wp-content/; }
    # Pretty permalinks: every path that is no file goes to WordPress (so /wp-json/ reaches the REST API).
    location / { try_files \$uri \$uri/ /index.php?\$args; }
    location ~ \.php\$ {
      try_files \$uri =404;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME \$document_root\$fastcgi_script_name;
      # Debian's fastcgi_params ends with HTTP_HOST \$host, which drops the port: WordPress then
      # sees 127.0.0.1 against its home 127.0.0.1:PORT and redirects every page to itself.
      fastcgi_param HTTP_HOST \$http_host;
      # Debian's wp-config.php reads /etc/wordpress/config-\$WORDPRESS_CONFIG.php when it is set:
      # each instance (one per port) has its own, so two state dirs never share a database.
      fastcgi_param WORDPRESS_CONFIG quota-$port;
      fastcgi_pass unix:$dir/php-fpm.sock;
    }
  }
}
EOF

# Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php, set to quota-PORT by our
# nginx and the PHP bootstraps. Only that file is ours: config-<host>.php (config-127.0.0.1.php,
# config-localhost.php) belong to whatever else runs WordPress on this machine and are never written.
php_config="<?php
// Written by scripts/wordpress-server.sh at each start: the test WordPress in $dir.
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'wordpress');
define('DB_HOST', 'localhost:$dir/mysql.sock');
define('WP_HOME', 'http://127.0.0.1:$port');
define('WP_SITEURL', 'http://127.0.0.1:$port');
define('WP_CONTENT_DIR', '$dir/wp-content');
define('WP_CONTENT_URL', 'http://127.0.0.1:$port/wp-content');
// 'local' lets application passwords work over plain http (wp_is_application_passwords_supported).
define('WP_ENVIRONMENT_TYPE', 'local');
// The machine reaches no WordPress.org: no update checks, no cron loopbacks, no outgoing requests.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ALLOW_MULTISITE', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('FS_METHOD', 'direct');
"
# Keys are fixed per state dir (kept there), so sessions and app passwords survive restarts.
[ -s "$dir/salt.php" ] || (
  umask 077
  { echo '<?php'; for k in AUTH SECURE_AUTH LOGGED_IN NONCE; do
      echo "define('${k}_KEY', '$(openssl rand -hex 32)');"; echo "define('${k}_SALT', '$(openssl rand -hex 32)');"
    done; } >"$dir/salt.php"
)
php_config+="require '$dir/salt.php';
"
mkdir -p /etc/wordpress
printf '%s' "$php_config" >"/etc/wordpress/config-quota-$port.php"
# Earlier versions of this script pointed the host configs at the instance started last: those
# (and only those, told by their first comment) are removed, so no other WordPress reads ours.
for host in 127.0.0.1 localhost; do
  f="/etc/wordpress/config-$host.php"
  [ -f "$f" ] && [ "$(sed -n 2p "$f")" = "// Written by scripts/wordpress-server.sh: the instance started last." ] && rm -f "$f"
done
true
