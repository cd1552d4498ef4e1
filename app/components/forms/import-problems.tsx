type Problem = { line: number; message: string }

/** A file's problems as a form's messages for its file field (decision 047): "Line 3: …". */
export const problemMessages = (problems: Problem[]) => problems.map((problem) => (problem.line ? `Line ${problem.line}: ${problem.message}` : problem.message))

/** What was wrong with an imported file, row by row (or a refused form's messages for the file); nothing of it was stored. */
export function ImportProblems({ problems }: { problems: Problem[] | string[] }) {
  if (!problems.length) return null
  return (
    <div className="form-errors" role="alert">
      <p>Nothing was imported. Fix these and import the file again:</p>
      <ul>
        {(typeof problems[0] === 'string' ? (problems as string[]) : problemMessages(problems as Problem[])).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}
