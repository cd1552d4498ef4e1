<?php
/**
 * With the site's address set, WordPress's own public pages (the theme's) send readers to the
 * same content on the site, permanently: a post to its dated address, a page to /{path}, a topic
 * to /topics/{id}/{slug}, a section item to its list, anything else to the site's home. The admin,
 * the REST API, logins, feeds of the API, previews and the two menu endpoints stay WordPress's.
 */
function quota_redirect_public_pages(): void {
    $site = rtrim((string) get_option('quota_site_url', ''), '/');
    if ($site === '' || is_admin() || wp_doing_ajax() || wp_doing_cron() || (defined('REST_REQUEST') && REST_REQUEST) || is_preview() || is_robots()) {
        return;
    }
    wp_redirect($site . quota_site_path_of_query(), 301, 'Quota Content');
    exit;
}

/** The site's address for what WordPress was asked to show. */
function quota_site_path_of_query(): string {
    if (is_singular()) {
        $post = get_queried_object();
        if ($post instanceof WP_Post) {
            return quota_post_site_path($post);
        }
    }
    if (is_category()) {
        $term = get_queried_object();
        return $term instanceof WP_Term ? quota_topic_site_path($term) : '/topics';
    }
    if (is_author()) {
        $author = get_queried_object();
        return $author instanceof WP_User ? '/authors/' . rawurlencode($author->user_nicename) : '/';
    }
    if (is_search()) {
        return '/search?' . http_build_query(array('q' => get_search_query(false)));
    }
    return '/';
}
