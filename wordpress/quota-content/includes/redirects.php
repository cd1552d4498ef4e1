<?php
/**
 * With the site's address set, WordPress's own public pages (the theme's) send readers to the
 * same content on the site, permanently: a post to its dated address, a page to /{path}, a topic
 * to /topics/{id}/{slug}, a section item to its list, feeds, tags, date archives and sitemaps to
 * the site's (quota_site_path_of_query), anything else to the site's home. The admin,
 * the REST API, logins, feeds of the API and the two menu endpoints stay WordPress's. A preview
 * goes to the site's signed preview, for whoever may edit the post.
 */
function quota_redirect_public_pages(): void {
    $site = rtrim((string) get_option('quota_site_url', ''), '/');
    if ($site === '' || is_admin() || wp_doing_ajax() || wp_doing_cron() || (defined('REST_REQUEST') && REST_REQUEST) || is_robots()) {
        return;
    }
    quota_redirect_preview();
    wp_redirect($site . quota_site_path_of_query(), 301, 'Quota Content');
    exit;
}

/**
 * WordPress's preview addresses in all their forms (`?p=6&preview=true`, `?page_id=9&preview=true`,
 * `/{slug}/?preview_id=1&preview_nonce=…&preview=true`, or any of them with `preview=true` stripped
 * by another plugin, which leaves a draft's `?p=`) open the site's signed preview: at once for
 * someone who may edit the post, after signing in for someone who asked for a preview signed out.
 * Never cached.
 */
function quota_redirect_preview(): void {
    $post = quota_requested_post();
    $asked = is_preview() || isset($_GET['preview']) || isset($_GET['preview_id']) || isset($_GET['preview_nonce']);
    if (!$post || !($asked || !in_array($post->post_status, array('publish', 'inherit'), true))) {
        return;
    }
    if (!is_user_logged_in()) {
        if ($asked) {
            auth_redirect();
        }
        return;
    }
    $preview = current_user_can('edit_post', $post->ID) ? quota_site_preview_url($post) : '';
    if ($preview !== '') {
        nocache_headers();
        wp_redirect($preview, 302, 'Quota Content');
        exit;
    }
}

/**
 * WordPress checks the nonce of a `preview_id` link at init and refuses an expired one with a 403;
 * the site's preview needs no nonce, so such a link is sent there before that check.
 */
function quota_redirect_preview_early(): void {
    $path = (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? ''), PHP_URL_PATH);
    $rest = str_starts_with($path, '/' . rest_get_url_prefix() . '/') || isset($_GET['rest_route']);
    if (isset($_GET['preview_id']) && get_option('quota_site_url', '') !== '' && !is_admin() && !wp_doing_ajax() && !wp_doing_cron() && !$rest) {
        quota_redirect_preview();
    }
}

/** The post a request names: `preview_id`, `p` or `page_id` (a draft is not WordPress's queried object for everyone), else the queried post. */
function quota_requested_post(): ?WP_Post {
    foreach (array('preview_id', 'p', 'page_id') as $key) {
        $value = $_GET[$key] ?? '';
        if (is_string($value) && ctype_digit($value)) {
            $post = get_post((int) $value);
            if ($post instanceof WP_Post) {
                return $post;
            }
        }
    }
    $queried = get_queried_object();
    return $queried instanceof WP_Post ? $queried : null;
}

/**
 * The site's address for what WordPress was asked to show: a feed goes to the site's feed of the
 * same topic or author (else the site's feed), WordPress's sitemaps to the site's, a tag to the
 * site's search by that tag, a date archive to the site's articles (newest first: the site has no
 * archive by date).
 */
function quota_site_path_of_query(): string {
    if (get_query_var('sitemap') !== '' || get_query_var('sitemap-stylesheet') !== '') {
        return '/sitemap.xml';
    }
    $archive = quota_site_archive_path();
    if (is_feed()) {
        return $archive === null ? '/feed' : "$archive/feed";
    }
    if (is_singular()) {
        $post = get_queried_object();
        if ($post instanceof WP_Post) {
            return quota_post_site_path($post);
        }
    }
    if (is_search()) {
        return '/search?' . http_build_query(array('q' => get_search_query(false)));
    }
    if (is_tag()) {
        $tag = get_queried_object();
        return $tag instanceof WP_Term ? '/search?' . http_build_query(array('tag' => $tag->slug)) : '/search';
    }
    if (is_date()) {
        return '/search?type=articles';
    }
    return $archive ?? (is_category() ? '/topics' : '/');
}

/** The site's page of the topic or author WordPress was asked for (its feed is that page's /feed); null for anything else. */
function quota_site_archive_path(): ?string {
    $queried = get_queried_object();
    if ($queried instanceof WP_Term && $queried->taxonomy === 'category') {
        return quota_topic_site_path($queried);
    }
    if ($queried instanceof WP_User) {
        return '/authors/' . rawurlencode($queried->user_nicename);
    }
    return null;
}
