<?php
/**
 * The site's fixed addresses (/about, /contact, the thank-you pages...) and the WordPress page
 * each shows, chosen in Settings → Quota. The site asks `quota/v1/fixed-pages`; an address without
 * a choice is looked up by its last segment as a page slug.
 */
function quota_fixed_addresses(): array {
    return array(
        '/about' => 'About', '/contact' => 'Contact', '/privacy-policy' => 'Privacy policy', '/advertising' => 'Advertising',
        '/advertising/media-kit' => 'Media kit', '/submissions' => 'Submissions', '/reprints' => 'Reprints', '/sp500' => 'SP500',
        '/message' => 'A message from the editor', '/dei' => 'Diversity, equity and inclusion',
        '/resources/sales-consultants-letter' => 'Sales consultants letter', '/resources/top-15-sales-enablement-partners-letter' => 'Sales enablement partners letter',
        '/resources/b2b-sales-jobs' => 'B2B sales jobs', '/thank-you/newsletters/' => 'Thank you: newsletters',
        '/thank-you/registration/' => 'Thank you: registration', '/thank-you/magazine/' => 'Thank you: magazine',
    );
}

function quota_fixed_pages(): array {
    $chosen = get_option('quota_fixed_pages', array());
    return is_array($chosen) ? array_filter(array_map('intval', array_intersect_key($chosen, quota_fixed_addresses()))) : array();
}

function quota_register_fixed_pages_setting(): void {
    register_setting('quota', 'quota_fixed_pages', array(
        'type' => 'object',
        'default' => array(),
        'sanitize_callback' => function ($value) {
            return is_array($value) ? array_filter(array_map('intval', array_intersect_key($value, quota_fixed_addresses()))) : array();
        },
        'show_in_rest' => array('schema' => array('type' => 'object', 'additionalProperties' => array('type' => 'integer'))),
    ));
}

function quota_fixed_pages_section(): void {
    add_settings_section('quota_fixed_pages', __('Fixed pages', 'quota-content'), function () {
        echo '<p>' . esc_html__('The page each of the site\'s fixed addresses shows. Left at "by slug", the site shows the page whose slug is the address\'s last part.', 'quota-content') . '</p>';
    }, 'quota');
    $chosen = quota_fixed_pages();
    foreach (quota_fixed_addresses() as $path => $label) {
        $id = 'quota_fixed_' . sanitize_key($path);
        add_settings_field($id, esc_html("$label ($path)"), function () use ($path, $id, $chosen) {
            wp_dropdown_pages(array(
                'name' => 'quota_fixed_pages[' . esc_attr($path) . ']',
                'id' => $id,
                'selected' => $chosen[$path] ?? 0,
                'show_option_none' => __('By slug', 'quota-content'),
                'option_none_value' => '0',
            ));
        }, 'quota', 'quota_fixed_pages', array('label_for' => $id));
    }
}

/** A new choice of pages reaches the site like any option change. */
function quota_on_fixed_pages_change(): void {
    quota_notify('options', 0, 'update');
}

function quota_register_fixed_pages_route(): void {
    register_rest_route('quota/v1', '/fixed-pages', array(
        'methods' => 'GET',
        'callback' => function () {
            return new WP_REST_Response((object) quota_fixed_pages());
        },
        'permission_callback' => '__return_true',
    ));
}
