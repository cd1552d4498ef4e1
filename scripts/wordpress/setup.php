<?php
// Brings an installed WordPress to what the tests expect: 6.1's default theme (twentytwentythree),
// its Primary and Footer menu locations set to the seed's menus, pretty permalinks (so /wp-json/ answers), an application password for
// admin in WP_STATE_DIR/application-password, and tests/fixtures/wordpress-seed loaded once.
// Run by scripts/wordpress-server.sh at every start; each step is skipped when already done.

// Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php (this instance's).
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_CONFIG_NAME');
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';

$state = getenv('WP_STATE_DIR');
$admin = get_user_by('login', 'admin');

// WordPress 6.1's default theme, a block theme: it has no menu locations, the companion plugin adds them.
if (get_stylesheet() !== 'twentytwentythree') {
    switch_theme('twentytwentythree');
    // What the next request would do after a switch (remap menu locations): done now, so the
    // locations set below are not remapped away.
    check_theme_switched();
}

if (get_option('permalink_structure') !== '/%postname%/') {
    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure('/%postname%/');
    // Soft flush: nginx routes every path to index.php, there is no .htaccess to write.
    flush_rewrite_rules(false);
}

// The application password is shown once, on creation: the file is its only copy. When the file
// or the stored hash is gone, a new one replaces whatever is left of the old.
$passwordFile = "$state/application-password";
if (!is_readable($passwordFile) || !WP_Application_Passwords::application_name_exists_for_user($admin->ID, 'quota-tests')) {
    foreach (WP_Application_Passwords::get_user_application_passwords($admin->ID) as $item) {
        if ($item['name'] === 'quota-tests') {
            WP_Application_Passwords::delete_application_password($admin->ID, $item['uuid']);
        }
    }
    $created = WP_Application_Passwords::create_new_application_password($admin->ID, array('name' => 'quota-tests'));
    if (is_wp_error($created)) {
        fwrite(STDERR, 'Creating the application password failed: ' . $created->get_error_message() . "\n");
        exit(1);
    }
    umask(077);
    file_put_contents($passwordFile, 'admin:' . $created[0] . "\n");
}

$seed = json_decode(file_get_contents(getenv('WP_SEED')), true);
if (!get_option('quota_seeded')) {
    require __DIR__ . '/seed.php';
    quota_seed($seed, $admin);
    update_option('quota_seeded', gmdate('c'));
    fwrite(STDERR, "Seeded WordPress from " . getenv('WP_SEED') . "\n");
}

// Menu locations are kept per theme: a WordPress seeded under another theme gets them again.
if (!get_theme_mod('nav_menu_locations')) {
    $locations = array();
    foreach ($seed['menus'] as $menu) {
        $locations[$menu['location']] = wp_get_nav_menu_object($menu['name'])->term_id;
    }
    set_theme_mod('nav_menu_locations', $locations);
}
