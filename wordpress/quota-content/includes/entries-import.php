<?php
/**
 * A ranked list's entries from a CSV file, chosen in the list edition's details box: a header row
 * naming the columns (rank, company, person, title, segment, metric, previous_rank, change,
 * summary, website, headquarters; rank is required, the others may be left out), then one entry a
 * row. The file is checked whole: each wrong row is named, and a file with any mistake imports
 * nothing. A good file replaces the edition's entries.
 */
const QUOTA_ENTRIES_CSV_BYTES = 2 * 1024 * 1024;

function quota_entries_field(): array {
    foreach (quota_section_fields('lists') as $field) {
        if ($field['name'] === 'entries') {
            return $field;
        }
    }
    return array();
}

function quota_csv_file_message(): string {
    /* translators: %d: the largest file, in megabytes. */
    return sprintf(__('Entries: a CSV file in UTF-8 of at most %d MB', 'quota-content'), QUOTA_ENTRIES_CSV_BYTES / 1024 / 1024);
}

/** The entries of a CSV text, or null with the messages of what is wrong. */
function quota_entries_from_csv(string $csv, array &$errors): ?array {
    $field = quota_entries_field();
    $columns = array_column($field['columns'], null, 'name');
    if (strlen($csv) > QUOTA_ENTRIES_CSV_BYTES || !mb_check_encoding($csv, 'UTF-8') || str_contains($csv, "\0")) {
        $errors['entries'] = quota_csv_file_message();
        return null;
    }
    $stream = fopen('php://temp', 'r+');
    fwrite($stream, preg_replace('/^\xEF\xBB\xBF/', '', $csv));
    rewind($stream);
    $header = array_map(fn ($name) => strtolower(trim((string) $name)), fgetcsv($stream, 0, ',', '"', '') ?: array());
    $unknown = array_diff($header, array_keys($columns));
    if (!in_array('rank', $header, true) || $unknown || count(array_unique($header)) !== count($header)) {
        /* translators: %s: the column names a file may have, separated by commas. */
        $errors['entries'] = sprintf(__('Entries: the first row names the columns, each once, among %s (rank is required)', 'quota-content'), implode(', ', array_keys($columns)));
        fclose($stream);
        return null;
    }
    $entries = array();
    $line = 1;
    while (($cells = fgetcsv($stream, 0, ',', '"', '')) !== false) {
        $line++;
        if ($cells === array(null) || !array_filter($cells, fn ($cell) => trim((string) $cell) !== '')) {
            continue;
        }
        if (count($entries) >= QUOTA_MOST_ROWS) {
            /* translators: %d: the most entries a list edition has. */
            $errors['entries'] = sprintf(__('Entries: at most %d rows', 'quota-content'), QUOTA_MOST_ROWS);
            break;
        }
        if (count($cells) !== count($header)) {
            /* translators: 1: a row's line number in the file, 2: how many cells the header names. */
            $errors["entries.line$line"] = sprintf(__('Row %1$d: %2$d cells, as the first row names', 'quota-content'), $line, count($header));
            continue;
        }
        $row_errors = array();
        $entry = quota_clean_parts($field['columns'], array_combine($header, $cells), 'entry', $row_errors);
        foreach ($row_errors as $message) {
            /* translators: 1: a row's line number in the file, 2: what is wrong in it. */
            $errors["entries.line$line." . count($errors)] = sprintf(__('Row %1$d: %2$s', 'quota-content'), $line, $message);
        }
        $entries[] = $entry;
    }
    fclose($stream);
    if (!$entries && !$errors) {
        $errors['entries'] = __('Entries: the file has no rows below the first', 'quota-content');
    }
    return $errors ? null : $entries;
}

/** The details box's file input, on a list edition. */
function quota_render_entries_import(WP_Post $post): void {
    $count = count(quota_acf_of($post->ID)['entries'] ?? array());
    echo '<p><label for="quota-entries-csv"><strong>' . esc_html__('Import entries (CSV)', 'quota-content') . '</strong></label><br>';
    echo '<input type="file" id="quota-entries-csv" name="quota_entries_csv" accept=".csv,text/csv"></p>';
    /* translators: 1: the column names, separated by commas, 2: how many entries the edition has now. */
    echo '<p class="description">' . esc_html(sprintf(__('A first row naming the columns among %1$s (rank is required), then one entry a row. The file replaces the edition’s %2$d entries when saved; a file with a mistake imports nothing.', 'quota-content'), implode(', ', array_column(quota_entries_field()['columns'], 'name')), $count)) . '</p>';
}

/** The uploaded CSV's entries, if a file was chosen; null when none was or it is wrong (with the messages). */
function quota_uploaded_entries(array &$errors): ?array {
    $file = $_FILES['quota_entries_csv'] ?? null;
    if (!is_array($file) || ($file['error'] ?? UPLOAD_ERR_NO_FILE) === UPLOAD_ERR_NO_FILE) {
        return null;
    }
    if ($file['error'] !== UPLOAD_ERR_OK || !is_uploaded_file($file['tmp_name']) || $file['size'] > QUOTA_ENTRIES_CSV_BYTES) {
        $errors['entries'] = quota_csv_file_message();
        return null;
    }
    return quota_entries_from_csv((string) file_get_contents($file['tmp_name']), $errors);
}

/** A file input in the post form needs a multipart form (the block editor sends its boxes as one anyway). */
function quota_multipart_post_form(WP_Post $post): void {
    if ($post->post_type === 'lists') {
        echo ' enctype="multipart/form-data"';
    }
}
