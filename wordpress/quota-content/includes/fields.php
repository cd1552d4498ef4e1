<?php
/**
 * The section fields as registered post meta (`quota_<field>`, one per field of fields.json), so
 * every way of writing them (the editing screen, the block editor, the REST API's `meta`, WP-CLI,
 * an importer) is checked the same way, by whoever may edit the post. An empty value is stored as
 * no meta at all. The REST API also answers an `acf` object in the shape the site reads (as
 * Advanced Custom Fields would); a site running ACF with the same field names keeps ACF's own, and
 * the plugin then stays out of the way.
 */
function quota_register_section_meta(): void {
    if (function_exists('acf')) {
        return;
    }
    foreach (array_keys(quota_sections()) as $type) {
        foreach (quota_section_fields($type) as $field) {
            $schema = quota_field_schema($field);
            register_post_meta($type, quota_meta_key($field['name']), array(
                'type' => $schema['type'],
                'single' => true,
                'default' => quota_meta_default($schema['type']),
                'description' => $field['label'],
                'show_in_rest' => array('schema' => $schema),
                // Whatever a path lets through (the Custom Fields box, WP-CLI): a wrong value is stored as none.
                'sanitize_callback' => function ($value) use ($field) {
                    $errors = array();
                    return quota_clean_field($field, $value, $field['name'], $errors);
                },
                'auth_callback' => function ($allowed, $key, $post_id) {
                    return current_user_can('edit_post', $post_id);
                },
            ));
        }
    }
    add_filter('add_post_metadata', 'quota_store_empty_as_none', 10, 4);
    add_filter('update_post_metadata', 'quota_store_empty_as_none', 10, 4);
    foreach (array('added_post_meta', 'updated_post_meta', 'deleted_post_meta') as $hook) {
        add_action($hook, 'quota_update_indexes', 10, 3);
    }
}

function quota_meta_default(string $type) {
    $defaults = array('boolean' => false, 'integer' => 0, 'array' => array(), 'object' => array());
    return $defaults[$type] ?? '';
}

/** The field of a meta key on a post of a section, if it is one. */
function quota_field_of_key(int $post_id, string $key): ?array {
    if (!str_starts_with($key, 'quota_')) {
        return null;
    }
    foreach (quota_section_fields((string) get_post_type($post_id)) as $field) {
        if (quota_meta_key($field['name']) === $key) {
            return $field;
        }
    }
    return null;
}

/** Empty (after the sanitizing): the meta is deleted rather than stored, so a missing field and an emptied one read the same. */
function quota_store_empty_as_none($check, $post_id, $key, $value) {
    if ($check !== null || !quota_field_of_key((int) $post_id, (string) $key) || !(quota_is_empty_value($value) || $value === false)) {
        return $check;
    }
    delete_metadata('post', (int) $post_id, $key);
    return true;
}

/** The values queries sort and filter by that are not a field's own: a start as date and time, a sponsor's short name. */
function quota_update_indexes($meta_id, $post_id, $key): void {
    if (!in_array($key, array('quota_start_date', 'quota_start_time', 'quota_sponsor'), true) || !get_post_type($post_id) || !array_key_exists(get_post_type($post_id), quota_sections())) {
        return;
    }
    $fields = quota_acf_of((int) $post_id);
    foreach (array('start' => '_quota_start', 'sponsor' => '_quota_sponsor_slug') as $index => $index_key) {
        $value = quota_index_value($index, $fields);
        $value === '' ? delete_post_meta($post_id, $index_key) : update_post_meta($post_id, $index_key, $value);
    }
}

/** A section item's fields in the shape the site reads: each field's stored value, or its empty one. */
function quota_acf_of(int $post_id): array {
    $acf = array();
    foreach (quota_section_fields((string) get_post_type($post_id)) as $field) {
        $key = quota_meta_key($field['name']);
        $value = metadata_exists('post', $post_id, $key) ? get_post_meta($post_id, $key, true) : quota_empty_value($field);
        if ($field['kind'] === 'checkbox') {
            $value = (bool) $value;
        } elseif ($field['kind'] === 'number' && $value !== null) {
            $value = (int) $value;
        } elseif ($field['kind'] === 'time_zone' && $value === '') {
            $value = quota_time_zone_choices()[0];
        }
        $acf[$field['name']] = $value;
    }
    return $acf;
}

function quota_register_fields(): void {
    if (function_exists('acf')) {
        return;
    }
    foreach (array_keys(quota_sections()) as $type) {
        $properties = array();
        foreach (quota_section_fields($type) as $field) {
            $properties[$field['name']] = array('description' => $field['label'], 'type' => array(quota_field_schema($field)['type'], 'null'));
        }
        register_rest_field($type, 'acf', array(
            'get_callback' => function ($post) {
                return quota_acf_of((int) $post['id']);
            },
            'update_callback' => function ($value, $post) use ($type) {
                $errors = array();
                $fields = quota_clean_fields($type, (array) $value, $errors);
                if ($errors) {
                    return quota_invalid_fields($errors);
                }
                foreach ($fields as $name => $clean) {
                    update_post_meta($post->ID, quota_meta_key($name), wp_slash($clean));
                }
                return true;
            },
            'schema' => array(
                'type' => 'object',
                'context' => array('view', 'edit', 'embed'),
                'description' => __('The section fields (as Advanced Custom Fields would give them); each is also the post meta quota_<field>.', 'quota-content'),
                'properties' => $properties,
                'additionalProperties' => false,
            ),
        ));
        // Checked before the post is written, so a wrong value stores nothing, not even a new post.
        add_filter("rest_pre_insert_$type", function ($prepared, WP_REST_Request $request) use ($type) {
            $errors = quota_request_field_errors($type, $request, (int) ($prepared->ID ?? 0));
            return $errors ? quota_invalid_fields($errors) : $prepared;
        }, 10, 2);
    }
}

/** The fields named in $values (by field name), cleaned, with a message for each wrong one. */
function quota_clean_fields(string $type, array $values, array &$errors): array {
    $clean = array();
    foreach (quota_section_fields($type) as $field) {
        if (array_key_exists($field['name'], $values)) {
            $clean[$field['name']] = quota_clean_field($field, $values[$field['name']], $field['name'], $errors);
        }
    }
    return $clean;
}

/** What is wrong with the fields a REST request writes (as `acf` or as `meta`), alone or with the post's other fields. */
function quota_request_field_errors(string $type, WP_REST_Request $request, int $post_id): array {
    $values = is_array($request['acf']) ? $request['acf'] : array();
    $meta = is_array($request['meta']) ? $request['meta'] : array();
    foreach (quota_section_fields($type) as $field) {
        if (array_key_exists(quota_meta_key($field['name']), $meta)) {
            $values[$field['name']] = $meta[quota_meta_key($field['name'])];
        }
    }
    $errors = array();
    $fields = quota_clean_fields($type, $values, $errors);
    if (!$fields || $errors) {
        return $errors;
    }
    return quota_new_together_errors($type, $post_id ? quota_acf_of($post_id) : array(), $fields);
}

/** The together-errors a change brings: those the stored fields did not have already. */
function quota_new_together_errors(string $type, array $stored, array $changed): array {
    $before = array();
    quota_check_together($type, $stored, $before);
    $after = array();
    quota_check_together($type, array_merge($stored, $changed), $after);
    return array_diff_key($after, $before);
}

function quota_invalid_fields(array $errors): WP_Error {
    /* translators: %s: what is wrong, one message per field, separated by semicolons. */
    return new WP_Error('rest_invalid_param', sprintf(__('Invalid section fields: %s', 'quota-content'), implode('; ', $errors)), array('status' => 400, 'params' => $errors));
}
