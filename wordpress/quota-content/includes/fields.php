<?php
/**
 * The `acf` object of each section post, in the shape the site reads. A site that runs Advanced
 * Custom Fields already has it (with the same field names), so then this stays out of the way.
 * Without ACF, the object is kept as JSON in the `quota_acf` meta, writable through the REST API
 * by whoever may edit the post; its filterable fields are indexed on save.
 */
function quota_register_fields(): void {
    if (function_exists('acf')) {
        return;
    }
    foreach (array_keys(quota_sections()) as $type) {
        register_rest_field($type, 'acf', array(
            'get_callback' => function ($post) {
                return quota_acf_of((int) $post['id']);
            },
            'update_callback' => function ($value, $post) {
                if (!is_array($value)) {
                    return new WP_Error('rest_invalid_param', 'acf must be an object.', array('status' => 400));
                }
                quota_save_acf($post->ID, array_merge(quota_acf_of($post->ID), $value));
                return true;
            },
            'schema' => array('type' => 'object', 'context' => array('view', 'edit', 'embed'), 'description' => 'The section fields (as Advanced Custom Fields would give them).'),
        ));
    }
}

function quota_acf_of(int $post_id): array {
    $stored = json_decode((string) get_post_meta($post_id, 'quota_acf', true), true);
    return is_array($stored) ? $stored : array();
}

function quota_save_acf(int $post_id, array $acf): void {
    update_post_meta($post_id, 'quota_acf', wp_slash(wp_json_encode($acf)));
    $sections = quota_sections();
    $type = get_post_type($post_id);
    foreach ($sections[$type]['index'] ?? array() as $field) {
        update_post_meta($post_id, "quota_$field", quota_index_value($field, $acf));
    }
}
