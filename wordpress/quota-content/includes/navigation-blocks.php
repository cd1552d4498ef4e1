<?php
/**
 * A block theme's menus are Navigation blocks, kept as `wp_navigation` posts. Where a location has
 * no classic menu, the footer is the Navigation menu titled "Footer" and the header the newest
 * other one (the one a header's Navigation block without a chosen menu shows). Its links, submenus
 * and their items become the same list HTML as a classic menu's, written as the site's addresses.
 */
function quota_navigation_post(string $location): ?WP_Post {
    $posts = get_posts(array('post_type' => 'wp_navigation', 'post_status' => 'publish', 'numberposts' => 20, 'orderby' => 'date', 'order' => 'DESC'));
    foreach ($posts as $post) {
        if ((strcasecmp($post->post_title, 'Footer') === 0) === ($location === 'footer')) {
            return $post;
        }
    }
    return null;
}

function quota_navigation_items(array $blocks): string {
    $html = '';
    foreach ($blocks as $block) {
        $name = $block['blockName'] ?? '';
        if ($name !== 'core/navigation-link' && $name !== 'core/navigation-submenu') {
            continue;
        }
        $attrs = $block['attrs'] ?? array();
        $label = wp_strip_all_tags((string) ($attrs['label'] ?? ''));
        $href = quota_navigation_link_path($attrs) ?? (string) ($attrs['url'] ?? '');
        if ($label === '' || $href === '') {
            continue;
        }
        $children = $name === 'core/navigation-submenu' ? quota_navigation_items($block['innerBlocks'] ?? array()) : '';
        $html .= sprintf('<li class="menu-item"><a href="%s">%s</a>%s</li>', esc_url($href), esc_html($label), $children === '' ? '' : "<ul class=\"sub-menu\">$children</ul>");
    }
    return $html;
}

/** The site's address of a Navigation link: by the post or term it names, else by its URL on this WordPress. */
function quota_navigation_link_path(array $attrs): ?string {
    $id = (int) ($attrs['id'] ?? 0);
    $kind = $attrs['kind'] ?? '';
    if ($id && $kind === 'post-type') {
        $post = get_post($id);
        return $post && $post->post_status === 'publish' ? quota_post_site_path($post) : null;
    }
    if ($id && $kind === 'taxonomy') {
        $term = get_term($id, ($attrs['type'] ?? '') === 'tag' ? 'post_tag' : (string) ($attrs['type'] ?? 'category'));
        return $term instanceof WP_Term ? quota_term_site_path($term) : null;
    }
    return quota_own_url_site_path((string) ($attrs['url'] ?? ''));
}
