<?php
// Loads tests/fixtures/wordpress-seed/seed.json into a freshly installed WordPress (setup.php
// calls it once). Every failure stops the start: a half-seeded site would fail tests obscurely.

function quota_check($result, $what) {
    if (is_wp_error($result) || !$result) {
        fwrite(STDERR, "Seeding failed at $what: " . (is_wp_error($result) ? $result->get_error_message() : 'no id') . "\n");
        exit(1);
    }
    return $result;
}

function quota_seed(array $seed, WP_User $admin) {
    // wp_install's sample post, sample page and draft privacy page: the seed is the whole content
    // (and "privacy-policy" would otherwise become "privacy-policy-2").
    foreach (get_posts(array('post_type' => array('post', 'page'), 'post_status' => 'any', 'numberposts' => -1)) as $post) {
        wp_delete_post($post->ID, true);
    }

    $users = array('admin' => $admin->ID);
    foreach ($seed['authors'] as $author) {
        $users[$author['login']] = quota_check(wp_insert_user(array(
            'user_login' => $author['login'],
            'user_email' => $author['email'],
            'display_name' => $author['display_name'],
            'role' => $author['role'],
            'user_pass' => wp_generate_password(24),
        )), "author {$author['login']}");
    }

    $categories = array();
    foreach ($seed['categories'] as $category) {
        $term = quota_check(wp_insert_term($category['name'], 'category', array('slug' => $category['slug'])), "category {$category['slug']}");
        $categories[$category['slug']] = $term['term_id'];
    }

    foreach ($seed['posts'] as $post) {
        quota_check(wp_insert_post(array(
            'post_type' => 'post',
            'post_status' => 'publish',
            'post_name' => $post['slug'],
            'post_title' => $post['title'],
            'post_content' => $post['content'],
            'post_excerpt' => $post['excerpt'],
            'post_author' => $users[$post['author']],
            'post_date' => $post['date'],
            'post_category' => array_map(function ($slug) use ($categories) { return $categories[$slug]; }, $post['categories']),
            'tags_input' => $post['tags'],
        ), true), "post {$post['slug']}");
    }

    $pages = array();
    foreach ($seed['pages'] as $page) {
        $pages[$page['slug']] = quota_check(wp_insert_post(array(
            'post_type' => 'page',
            'post_status' => 'publish',
            'post_name' => $page['slug'],
            'post_title' => $page['title'],
            'post_content' => $page['content'],
            'post_author' => $admin->ID,
        ), true), "page {$page['slug']}");
    }
    update_option('wp_page_for_privacy_policy', $pages['privacy-policy'] ?? 0);

    $locations = array();
    foreach ($seed['menus'] as $menu) {
        $menuId = quota_check(wp_create_nav_menu($menu['name']), "menu {$menu['name']}");
        foreach ($menu['items'] as $position => $item) {
            $fields = isset($item['page'])
                ? array('menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $pages[$item['page']])
                : array('menu-item-type' => 'taxonomy', 'menu-item-object' => 'category', 'menu-item-object-id' => $categories[$item['category']]);
            quota_check(wp_update_nav_menu_item($menuId, 0, $fields + array(
                'menu-item-title' => $item['title'],
                'menu-item-position' => $position + 1,
                'menu-item-status' => 'publish',
            )), "menu item {$item['title']}");
        }
        $locations[$menu['location']] = $menuId;
    }
    set_theme_mod('nav_menu_locations', $locations);
}
