<?php
/**
 * Activation and deactivation. The sections' addresses (/webinars/{slug}/, /issues/…) exist only
 * once the rewrite rules know the post types: activation registers them and flushes the rules, so
 * a fresh install needs no visit to Settings → Permalinks. Deactivation takes them out again.
 */
function quota_activate(): void {
    // Activation runs after `init`: the types are not registered yet in this request.
    quota_register_post_types();
    flush_rewrite_rules();
    quota_register_section_meta();
    quota_migrate_fields();
}

function quota_deactivate(): void {
    // The site's sections, options and menus came from the plugin: the site drops its copies. Sent
    // after this response only: once the plugin is off, WP-Cron has nothing to retry them with.
    quota_notify_site(array_merge(array_keys(quota_sections()), array('options', 'menu')));
    foreach (array_keys(quota_sections()) as $type) {
        unregister_post_type($type);
    }
    unregister_taxonomy('video_categories');
    flush_rewrite_rules();
}

/** The options the plugin keeps (Settings → Quota and the options endpoint); uninstall.php removes them. */
function quota_option_names(): array {
    return array_merge(array('quota_site_url', 'quota_webhook_secret', 'quota_fixed_pages', 'quota_fields_version'), array_map(function ($name) {
        return "quota_$name";
    }, QUOTA_OPTIONS));
}

/** The post meta the plugin writes: the section fields, their indexes, and plugin 1.0's JSON object and its start index. */
function quota_meta_keys(): array {
    $keys = array('_quota_start', '_quota_sponsor_slug', 'quota_acf', 'quota_start');
    foreach (array_keys(quota_sections()) as $type) {
        foreach (quota_section_fields($type) as $field) {
            $keys[] = quota_meta_key($field['name']);
        }
    }
    return array_values(array_unique($keys));
}
