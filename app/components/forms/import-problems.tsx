/** What was wrong with an imported file, row by row; nothing of it was stored. */
export function ImportProblems({ problems }: { problems: { line: number; message: string }[] }) {
  if (!problems.length) return null
  return (
    <div className="form-errors" role="alert">
      <p>Nothing was imported. Fix these and import the file again:</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.line}:${problem.message}`}>{problem.line ? `Line ${problem.line}: ${problem.message}` : problem.message}</li>
        ))}
      </ul>
    </div>
  )
}
