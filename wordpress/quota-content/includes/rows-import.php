<?php
/**
 * A list edition's rows from CSV files, chosen in its details box: its ranked entries (columns
 * rank, company, person, title, segment, metric, previous_rank, change, summary, website,
 * headquarters; rank is required) or its award winners (columns category, level, company, person,
 * title, summary, website; category is required). A header row names the columns (the others may
 * be left out), then one row each. A file is checked whole: each wrong row is named, and a file
 * with any mistake imports nothing. A good file replaces the edition's rows; a winner's category is
 * one of the edition's (by short name or name) or becomes a new one.
 */
const QUOTA_ROWS_CSV_BYTES = 2 * 1024 * 1024;
/** The rows a file may bring, with the column a row cannot lack. */
const QUOTA_IMPORTED_ROWS = array('entries' => 'rank', 'winners' => 'category');

function quota_list_rows_field(string $name): array {
    foreach (quota_section_fields('lists') as $field) {
        if ($field['name'] === $name) {
            return $field;
        }
    }
    return array();
}

function quota_csv_file_message(string $name): string {
    /* translators: 1: the rows' label (Entries, Winners), 2: the largest file, in megabytes. */
    return sprintf(__('%1$s: a CSV file in UTF-8 of at most %2$d MB', 'quota-content'), quota_list_rows_field($name)['label'], QUOTA_ROWS_CSV_BYTES / 1024 / 1024);
}

/** The rows (entries or winners) of a CSV text, or null with the messages of what is wrong. */
function quota_rows_from_csv(string $name, string $csv, array &$errors): ?array {
    $field = quota_list_rows_field($name);
    $columns = array_column($field['columns'], null, 'name');
    if (strlen($csv) > QUOTA_ROWS_CSV_BYTES || !mb_check_encoding($csv, 'UTF-8') || str_contains($csv, "\0")) {
        $errors[$name] = quota_csv_file_message($name);
        return null;
    }
    $stream = fopen('php://temp', 'r+');
    fwrite($stream, preg_replace('/^\xEF\xBB\xBF/', '', $csv));
    rewind($stream);
    $header = array_map(fn ($column) => strtolower(trim((string) $column)), fgetcsv($stream, 0, ',', '"', '') ?: array());
    $unknown = array_diff($header, array_keys($columns));
    $needed = QUOTA_IMPORTED_ROWS[$name];
    if (!in_array($needed, $header, true) || $unknown || count(array_unique($header)) !== count($header)) {
        /* translators: 1: the rows' label, 2: the column names a file may have, separated by commas, 3: the column it needs. */
        $errors[$name] = sprintf(__('%1$s: the first row names the columns, each once, among %2$s (%3$s is required)', 'quota-content'), $field['label'], implode(', ', array_keys($columns)), $needed);
        fclose($stream);
        return null;
    }
    $rows = array();
    $line = 1;
    while (($cells = fgetcsv($stream, 0, ',', '"', '')) !== false) {
        $line++;
        if ($cells === array(null) || !array_filter($cells, fn ($cell) => trim((string) $cell) !== '')) {
            continue;
        }
        if (count($rows) >= QUOTA_MOST_ROWS) {
            /* translators: 1: the rows' label, 2: the most rows a list edition has. */
            $errors[$name] = sprintf(__('%1$s: at most %2$d rows', 'quota-content'), $field['label'], QUOTA_MOST_ROWS);
            break;
        }
        if (count($cells) !== count($header)) {
            /* translators: 1: a row's line number in the file, 2: how many cells the header names. */
            $errors["$name.line$line"] = sprintf(__('Row %1$d: %2$d cells, as the first row names', 'quota-content'), $line, count($header));
            continue;
        }
        $row_errors = array();
        $row = quota_clean_parts($field['columns'], array_combine($header, $cells), 'row', $row_errors);
        foreach ($row_errors as $message) {
            /* translators: 1: a row's line number in the file, 2: what is wrong in it. */
            $errors["$name.line$line." . count($errors)] = sprintf(__('Row %1$d: %2$s', 'quota-content'), $line, $message);
        }
        $rows[] = $row;
    }
    fclose($stream);
    if (!$rows && !$errors) {
        /* translators: %s: the rows' label. */
        $errors[$name] = sprintf(__('%s: the file has no rows below the first', 'quota-content'), $field['label']);
    }
    return $errors ? null : $rows;
}

/** Winners name their categories by short name or name; a category the edition lacks is added. The winners and the categories they need. */
function quota_winners_with_categories(array $winners, array $categories): array {
    foreach ($winners as &$winner) {
        $named = trim($winner['category']);
        $known = array_values(array_filter($categories, fn ($category) => $category['slug'] === $named || strcasecmp($category['name'], $named) === 0));
        if (!$known) {
            $known = array(array('name' => $named, 'slug' => sanitize_title($named), 'description' => ''));
            $categories[] = $known[0];
        }
        $winner['category'] = $known[0]['slug'];
    }
    return array('winners' => $winners, 'categories' => $categories);
}

/** The details box's file inputs, on a list edition. */
function quota_render_rows_import(WP_Post $post): void {
    $stored = quota_acf_of($post->ID);
    $texts = array(
        /* translators: 1: the column names, separated by commas, 2: how many entries the edition has now. */
        'entries' => array(__('Import entries (CSV)', 'quota-content'), __('A first row naming the columns among %1$s (rank is required), then one entry a row. The file replaces the edition’s %2$d entries when saved; a file with a mistake imports nothing.', 'quota-content')),
        /* translators: 1: the column names, separated by commas, 2: how many winners the edition has now. */
        'winners' => array(__('Import award winners (CSV)', 'quota-content'), __('A first row naming the columns among %1$s (category is required: a category’s short name or name, a new one is added), then one winner a row. The file replaces the edition’s %2$d winners when saved; a file with a mistake imports nothing.', 'quota-content')),
    );
    foreach ($texts as $name => [$label, $description]) {
        echo '<p><label for="' . esc_attr("quota-$name-csv") . '"><strong>' . esc_html($label) . '</strong></label><br>';
        echo '<input type="file" id="' . esc_attr("quota-$name-csv") . '" name="' . esc_attr("quota_{$name}_csv") . '" accept=".csv,text/csv"></p>';
        echo '<p class="description">' . esc_html(sprintf($description, implode(', ', array_column(quota_list_rows_field($name)['columns'], 'name')), count($stored[$name] ?? array()))) . '</p>';
    }
}

/** The fields the uploaded CSV files bring (entries; winners and their categories), for those chosen and right; the messages of the wrong ones. */
function quota_uploaded_rows(array $stored, array &$errors): array {
    $fields = array();
    foreach (array_keys(QUOTA_IMPORTED_ROWS) as $name) {
        $file = $_FILES["quota_{$name}_csv"] ?? null;
        if (!is_array($file) || ($file['error'] ?? UPLOAD_ERR_NO_FILE) === UPLOAD_ERR_NO_FILE) {
            continue;
        }
        if ($file['error'] !== UPLOAD_ERR_OK || !is_uploaded_file($file['tmp_name']) || $file['size'] > QUOTA_ROWS_CSV_BYTES) {
            $errors[$name] = quota_csv_file_message($name);
            continue;
        }
        $rows = quota_rows_from_csv($name, (string) file_get_contents($file['tmp_name']), $errors);
        if ($rows !== null) {
            $fields += $name === 'winners' ? quota_winners_with_categories($rows, $stored['categories'] ?? array()) : array($name => $rows);
        }
    }
    return $fields;
}

/** A file input in the post form needs a multipart form (the block editor sends its boxes as one anyway). */
function quota_multipart_post_form(WP_Post $post): void {
    if ($post->post_type === 'lists') {
        echo ' enctype="multipart/form-data"';
    }
}
