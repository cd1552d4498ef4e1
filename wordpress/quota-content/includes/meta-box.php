<?php
/**
 * The section fields' editing screen in wp-admin: a meta box of labelled inputs (plain HTML, no
 * script, so it works in the block editor and the classic one alike, and without JavaScript).
 * Rows (panelists, a registration form's fields, sessions, sponsors...) show the stored ones and a
 * few blank ones to add; clearing a row's first cell takes it off. A value that is wrong is not
 * saved: the field keeps what it had, and the box names the mistake and shows what was typed. A
 * list edition's box also takes its entries and award winners as CSV files (rows-import.php).
 */
function quota_add_meta_box(string $post_type, $post): void {
    $sections = quota_sections();
    if (!isset($sections[$post_type]) || function_exists('acf')) {
        return;
    }
    /* translators: %s: the section's name in the singular, e.g. "Webinar". */
    add_meta_box('quota-fields', sprintf(__('%s details', 'quota-content'), $sections[$post_type]['singular']), 'quota_render_meta_box', $post_type, 'normal', 'high');
}

function quota_meta_box_errors_key(int $post_id): string {
    return 'quota_field_errors_' . $post_id . '_' . get_current_user_id();
}

function quota_render_meta_box(WP_Post $post): void {
    wp_nonce_field("quota_fields_{$post->ID}", 'quota_fields_nonce');
    $refused = get_transient(quota_meta_box_errors_key($post->ID)) ?: array('errors' => array(), 'typed' => array());
    // The block editor's own fetch of the page after saving the boxes is seen by nobody: the next load shows the verdict.
    if (empty($_GET['quota-saved-in-background'])) {
        delete_transient(quota_meta_box_errors_key($post->ID));
    }
    if ($refused['errors']) {
        echo '<div class="notice notice-error inline" role="alert"><p>' . esc_html__('These fields were not saved:', 'quota-content') . '</p><ul>';
        foreach ($refused['errors'] as $message) {
            echo '<li>' . esc_html($message) . '</li>';
        }
        echo '</ul></div>';
    }
    $values = array_merge($post->post_status === 'auto-draft' ? quota_starting_fields($post->post_type) : quota_acf_of($post->ID), $refused['typed']);
    echo '<table class="form-table" role="presentation"><tbody>';
    foreach (quota_section_fields($post->post_type) as $field) {
        if (($field['edited'] ?? true) === false) {
            continue;
        }
        $id = "quota-{$field['name']}";
        $value = $values[$field['name']] ?? null;
        echo '<tr><th scope="row">';
        if (in_array($field['kind'], array('group', 'rows'), true)) {
            echo '<span id="' . esc_attr("$id-label") . '">' . esc_html($field['label']) . '</span></th><td>';
            $field['kind'] === 'group'
                ? quota_render_group($field, is_array($value) ? $value : array(), $id)
                : quota_render_rows($field, is_array($value) ? $value : array(), $id);
        } else {
            echo '<label for="' . esc_attr($id) . '">' . esc_html($field['label']) . quota_required_mark($field) . '</label></th><td>';
            quota_render_input($field, $value, $id, "quota[{$field['name']}]");
        }
        if (!empty($field['hint'])) {
            echo '<p class="description">' . esc_html($field['hint']) . '</p>';
        }
        echo '</td></tr>';
    }
    echo '</tbody></table>';
    if ($post->post_type === 'lists') {
        quota_render_rows_import($post);
    }
}

/** A new item's values before anything is entered: WordPress's time zone, registration open, a registration form to start from. */
function quota_starting_fields(string $type): array {
    $zone = quota_time_zone_choices()[0];
    $field = fn ($name, $label, $type) => array('name' => $name, 'label' => $label, 'type' => $type, 'required' => true, 'options' => array());
    $starting = array(
        'webinars' => array('time_zone' => $zone, 'registration_open' => true, 'registration_form' => array(
            $field('first_name', __('First name', 'quota-content'), 'text'),
            $field('last_name', __('Last name', 'quota-content'), 'text'),
            $field('email', __('Work email', 'quota-content'), 'email'),
            $field('company', __('Company', 'quota-content'), 'text'),
        )),
        'events' => array('time_zone' => $zone, 'registration_open' => true),
        'lists' => array('kind' => 'list', 'year' => (int) wp_date('Y')),
        'resources' => array('gated' => true, 'asset_type' => 'white-paper'),
    );
    return $starting[$type] ?? array();
}

function quota_required_mark(array $field): string {
    return empty($field['required']) ? '' : ' <span class="description">' . esc_html__('(required)', 'quota-content') . '</span>';
}

function quota_render_group(array $field, array $value, string $id): void {
    echo '<fieldset aria-labelledby="' . esc_attr("$id-label") . '">';
    foreach ($field['parts'] as $part) {
        if (($part['edited'] ?? true) === false) {
            continue;
        }
        $part_id = "$id-{$part['name']}";
        echo '<p><label for="' . esc_attr($part_id) . '">' . esc_html($part['label']) . '</label><br>';
        quota_render_input($part, $value[$part['name']] ?? null, $part_id, "quota[{$field['name']}][{$part['name']}]");
        echo '</p>';
    }
    echo '</fieldset>';
}

function quota_render_rows(array $field, array $rows, string $id): void {
    $columns = array_filter($field['columns'], fn ($column) => ($column['edited'] ?? true) !== false);
    $rows = array_values($rows);
    $shown = min(QUOTA_MOST_ROWS, count($rows) + ($field['blank'] ?? 0));
    echo '<table class="widefat striped" aria-labelledby="' . esc_attr("$id-label") . '"><thead><tr>';
    foreach ($columns as $column) {
        echo '<th scope="col">' . esc_html($column['label']) . '</th>';
    }
    echo '</tr></thead><tbody>';
    for ($i = 0; $i < $shown; $i++) {
        echo '<tr>';
        foreach ($columns as $column) {
            $cell_id = "$id-$i-{$column['name']}";
            /* translators: 1: a column's label, 2: the row's number. */
            echo '<td><label class="screen-reader-text" for="' . esc_attr($cell_id) . '">' . esc_html(sprintf(__('%1$s, row %2$d', 'quota-content'), $column['label'], $i + 1)) . '</label>';
            quota_render_input($column, $rows[$i][$column['name']] ?? null, $cell_id, "quota[{$field['name']}][$i][{$column['name']}]");
            echo '</td>';
        }
        echo '</tr>';
    }
    echo '</tbody></table>';
}

function quota_render_input(array $field, $value, string $id, string $name): void {
    $attributes = 'id="' . esc_attr($id) . '" name="' . esc_attr($name) . '"';
    switch ($field['kind']) {
        case 'checkbox':
            echo '<input type="checkbox" value="1" ' . $attributes . checked((bool) $value, true, false) . '>';
            return;
        case 'textarea':
            echo '<textarea class="large-text" rows="4" ' . $attributes . '>' . esc_textarea((string) $value) . '</textarea>';
            return;
        case 'select':
        case 'time_zone':
            $options = $field['kind'] === 'time_zone' ? quota_time_zone_choices((string) $value) : $field['options'];
            echo '<select ' . $attributes . '><option value="">—</option>';
            foreach ($options as $option) {
                echo '<option value="' . esc_attr($option) . '"' . selected((string) $value, $option, false) . '>' . esc_html($option) . '</option>';
            }
            echo '</select>';
            return;
    }
    $types = array('date' => 'date', 'time' => 'time', 'number' => 'number');
    $type = $types[$field['kind']] ?? 'text';
    // Addresses are text inputs: a browser's url type refuses the site's own paths (/contact).
    $extra = in_array($field['kind'], array('address', 'file'), true) ? ' inputmode="url" class="regular-text code"' : ($type === 'text' ? ' class="regular-text"' : '');
    echo '<input type="' . $type . '"' . ($type === 'number' ? ' step="1"' : '') . $extra . ' ' . $attributes . ' value="' . esc_attr(quota_typed_form($field, $value)) . '">';
}

/** A value as its input shows it: speakers as "Name | Job title | Company; …", options separated by commas. */
function quota_typed_form(array $field, $value): string {
    if (is_array($value) && $field['kind'] === 'people') {
        return implode('; ', array_map(fn ($person) => rtrim(implode(' | ', array_map('strval', array($person['name'] ?? '', $person['title'] ?? '', $person['company'] ?? ''))), ' |'), $value));
    }
    if (is_array($value)) {
        return implode(', ', array_map('strval', $value));
    }
    return (string) $value;
}

/**
 * The block editor saves meta boxes in the background (post.php?meta-box-loader=1) and its fetch
 * follows the redirect to the edit page, which renders the box: marked, that render leaves a
 * refusal for the editor's next load instead of spending it.
 */
function quota_mark_background_save(string $location): string {
    return isset($_GET['meta-box-loader']) ? add_query_arg('quota-saved-in-background', '1', $location) : $location;
}

function quota_save_meta_box(int $post_id, WP_Post $post): void {
    $nonce = $_POST['quota_fields_nonce'] ?? '';
    if (!$nonce || !isset(quota_sections()[$post->post_type]) || wp_is_post_revision($post_id) || (defined('DOING_AUTOSAVE') && DOING_AUTOSAVE)) {
        return;
    }
    if (!wp_verify_nonce(sanitize_key($nonce), "quota_fields_$post_id") || !current_user_can('edit_post', $post_id)) {
        return;
    }
    $typed = is_array($_POST['quota'] ?? null) ? wp_unslash($_POST['quota']) : array();
    $stored = quota_acf_of($post_id);
    $errors = array();
    $fields = array();
    foreach (quota_section_fields($post->post_type) as $field) {
        if (($field['edited'] ?? true) === false) {
            continue;
        }
        $field_errors = array();
        $value = quota_clean_field($field, quota_form_value($field, $typed[$field['name']] ?? null, $stored[$field['name']] ?? null), $field['name'], $field_errors);
        if (!empty($field['required']) && quota_is_empty_value($value) && in_array($post->post_status, array('publish', 'future'), true)) {
            /* translators: %s: a field's label. */
            $field_errors[$field['name']] = sprintf(__('%s: required', 'quota-content'), $field['label']);
        }
        if ($field_errors) {
            $errors += $field_errors;
        } else {
            $fields[$field['name']] = $value;
        }
    }
    if ($post->post_type === 'lists') {
        $fields += quota_uploaded_rows($stored, $errors);
    }
    $errors += quota_new_together_errors($post->post_type, $stored, $fields);
    foreach ($fields as $name => $value) {
        // A field a together-error names keeps its stored value, as a wrong one does.
        if (!isset($errors[$name])) {
            update_post_meta($post_id, quota_meta_key($name), wp_slash($value));
        }
    }
    if ($errors) {
        $names = array_unique(array_map(fn ($path) => explode('.', $path)[0], array_keys($errors)));
        set_transient(quota_meta_box_errors_key($post_id), array('errors' => $errors, 'typed' => array_intersect_key($typed, array_flip($names))), 10 * MINUTE_IN_SECONDS);
    }
}

/** A field's value from the form: a checkbox is on when sent; a group and rows keep the parts the form does not show; a row with an empty first cell is taken off. */
function quota_form_value(array $field, $typed, $stored) {
    if ($field['kind'] === 'checkbox') {
        return $typed !== null;
    }
    if ($field['kind'] === 'group') {
        $typed = is_array($typed) ? $typed : array();
        $shown = array_filter($field['parts'], fn ($part) => ($part['edited'] ?? true) !== false);
        if (!array_filter($shown, fn ($part) => trim((string) ($typed[$part['name']] ?? '')) !== '')) {
            return null;
        }
        return array_merge(is_array($stored) ? $stored : array(), array_map(fn ($part) => is_string($part) ? $part : '', $typed));
    }
    if ($field['kind'] === 'rows') {
        $stored = is_array($stored) ? array_values($stored) : array();
        $first = $field['columns'][0]['name'];
        $rows = array();
        foreach (is_array($typed) ? $typed : array() as $i => $row) {
            if (is_array($row) && is_string($row[$first] ?? null) && trim($row[$first]) !== '') {
                $cells = array();
                foreach ($field['columns'] as $column) {
                    if (($column['edited'] ?? true) !== false) {
                        // A checkbox cell is sent only when ticked.
                        $cells[$column['name']] = $column['kind'] === 'checkbox' ? isset($row[$column['name']]) : ($row[$column['name']] ?? '');
                    }
                }
                $rows[] = array_merge(is_array($stored[$i] ?? null) ? $stored[$i] : array(), $cells);
            }
        }
        return $rows;
    }
    return is_string($typed) ? $typed : null;
}
