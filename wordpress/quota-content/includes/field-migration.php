<?php
/**
 * Plugin 1.0 kept a section item's fields as one JSON object (`quota_acf`) with copies of the
 * filterable ones beside it. Once, on the first request after an update, each item's object is
 * split into its registered fields (checked as any write is; a wrong value is left out) and the
 * object and the old copies are removed.
 */
const QUOTA_FIELDS_VERSION = 2;

function quota_migrate_fields(): void {
    if ((int) get_option('quota_fields_version', 0) >= QUOTA_FIELDS_VERSION || function_exists('acf')) {
        return;
    }
    $ids = get_posts(array('post_type' => array_keys(quota_sections()), 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => 'quota_acf'));
    foreach ($ids as $id) {
        $stored = json_decode((string) get_post_meta($id, 'quota_acf', true), true);
        $type = get_post_type($id);
        $errors = array();
        // A wrong value is cleaned to its empty value, which is stored as none.
        $fields = quota_clean_fields($type, is_array($stored) ? $stored : array(), $errors);
        delete_post_meta($id, 'quota_start');
        foreach (quota_section_fields($type) as $field) {
            delete_post_meta($id, quota_meta_key($field['name']));
        }
        foreach ($fields as $name => $value) {
            update_post_meta($id, quota_meta_key($name), wp_slash($value));
        }
        delete_post_meta($id, 'quota_acf');
    }
    update_option('quota_fields_version', QUOTA_FIELDS_VERSION);
}
