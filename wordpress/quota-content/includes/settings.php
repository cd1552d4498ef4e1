<?php
/**
 * Settings → Quota: the site's address and the secret shared with it (CONTENT_WEBHOOK_SECRET on
 * the site), which sign the calls that tell the site what changed.
 */
/** The two options, in the settings screen and in /wp/v2/settings (administrators only, as WordPress's own settings). */
function quota_register_setting_options(): void {
    register_setting('quota', 'quota_site_url', array('type' => 'string', 'sanitize_callback' => 'esc_url_raw', 'default' => '', 'show_in_rest' => true));
    register_setting('quota', 'quota_webhook_secret', array('type' => 'string', 'sanitize_callback' => 'sanitize_text_field', 'default' => '', 'show_in_rest' => true));
    quota_register_fixed_pages_setting();
}

function quota_register_settings(): void {
    quota_register_setting_options();
    add_settings_section('quota_site', __('The Quota site', 'quota-content'), function () {
        echo '<p>' . esc_html__('Where the site runs, and the secret it shares with WordPress. With both set, publishing, updating or deleting content drops the affected pages from the site\'s caches within seconds.', 'quota-content') . '</p>';
    }, 'quota');
    add_settings_field('quota_site_url', __('Site address', 'quota-content'), function () {
        printf('<input type="url" class="regular-text" name="quota_site_url" id="quota_site_url" value="%s" placeholder="https://www.example.com">', esc_attr(get_option('quota_site_url', '')));
    }, 'quota', 'quota_site', array('label_for' => 'quota_site_url'));
    add_settings_field('quota_webhook_secret', __('Shared secret', 'quota-content'), function () {
        printf('<input type="password" class="regular-text" name="quota_webhook_secret" id="quota_webhook_secret" value="%s" autocomplete="off"><p class="description">%s</p>', esc_attr(get_option('quota_webhook_secret', '')), esc_html__('The same value as CONTENT_WEBHOOK_SECRET on the site.', 'quota-content'));
    }, 'quota', 'quota_site', array('label_for' => 'quota_webhook_secret'));
    quota_fixed_pages_section();
}

function quota_settings_menu(): void {
    add_options_page('Quota', 'Quota', 'manage_options', 'quota', function () {
        echo '<div class="wrap"><h1>Quota</h1><form method="post" action="options.php">';
        settings_fields('quota');
        do_settings_sections('quota');
        submit_button();
        echo '</form></div>';
    });
}
