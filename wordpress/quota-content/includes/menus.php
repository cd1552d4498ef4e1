<?php
/**
 * `/myheader_menu` and `/myfooter_menu`: WordPress's own navigation menus (the theme locations
 * "primary" and "footer") as the HTML the site puts in its header and footer. Every link to this
 * WordPress (topics, tags, video categories, pages, posts, section items, and custom links to
 * WordPress's own addresses) is written as the site's address, so the menu works on the site's host.
 */
function quota_serve_menu(WP $wp): void {
    $path = trim((string) wp_parse_url($_SERVER['REQUEST_URI'] ?? '', PHP_URL_PATH), '/');
    $locations = array('myheader_menu' => array('primary', 'Header', 'header'), 'myfooter_menu' => array('footer', 'Footer', 'footer'));
    if (!isset($locations[$path])) {
        return;
    }
    [$location, $label, $class] = $locations[$path];
    $html = quota_menu_html($location, $label, $class);
    if ($html === null) {
        status_header(404);
        exit;
    }
    header('Content-Type: text/html; charset=UTF-8');
    header('Cache-Control: public, max-age=60');
    echo $html;
    exit;
}

/** A location's menu (Appearance → Menus), else with a block theme its Navigation block's menu; null when there is neither. */
function quota_menu_html(string $location, string $label, string $class): ?string {
    $attributes = sprintf('class="site-%s-menu" aria-label="%s"', esc_attr($class), esc_attr($label));
    if (has_nav_menu($location)) {
        add_filter('nav_menu_link_attributes', 'quota_menu_link', 10, 2);
        return (string) wp_nav_menu(array(
            'theme_location' => $location,
            'container' => 'nav',
            'container_class' => "site-$class-menu",
            'container_aria_label' => $label,
            'menu_class' => "menu menu--$class",
            'echo' => false,
            'fallback_cb' => false,
        ));
    }
    $navigation = wp_is_block_theme() ? quota_navigation_post($location) : null;
    if (!$navigation) {
        return null;
    }
    $items = quota_navigation_items(parse_blocks($navigation->post_content));
    return $items === '' ? null : "<nav $attributes><ul class=\"menu menu--" . esc_attr($class) . "\">$items</ul></nav>";
}

/** The theme's Primary and Footer locations, where a theme has none (a block theme): Appearance → Menus then offers them. */
function quota_register_menu_locations(): void {
    register_nav_menus(array_diff_key(array('primary' => __('Primary', 'quota-content'), 'footer' => __('Footer', 'quota-content')), get_registered_nav_menus()));
}
/** The site's address of a menu item's object. */
function quota_menu_link(array $attributes, WP_Post $item): array {
    $attributes['href'] = quota_site_path($item) ?? $attributes['href'];
    return $attributes;
}

function quota_site_path(WP_Post $item): ?string {
    if ($item->type === 'taxonomy') {
        $term = get_term((int) $item->object_id, $item->object);
        return $term instanceof WP_Term ? quota_term_site_path($term) : null;
    }
    if ($item->type === 'post_type') {
        $post = get_post((int) $item->object_id);
        return $post ? quota_post_site_path($post) : null;
    }
    return quota_own_url_site_path((string) $item->url);
}

/** A link to one of WordPress's own addresses (a permalink, /category/…, /tag/…, /author/…) as the site's; null for a link elsewhere, which stays as it is. */
function quota_own_url_site_path(string $url): ?string {
    $home = untrailingslashit(home_url());
    return $url === $home || str_starts_with($url, "$home/") ? quota_site_path_of_url($url) : null;
}
