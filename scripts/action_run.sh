#!/usr/bin/env bash
# Runs `hintlint check` for the GitHub Action (action.yml): arguments and
# paths one per line (never split on spaces), the report in FORMAT to the
# log, the SARIF log to a file when SARIF is "true", the exit code and the
# SARIF file as step outputs, and the findings in the job summary. Also run
# by scripts/release-channels.sh with local output files.
#
#   ARGS, PATHS        one argument per line
#   FORMAT             human, concise or github
#   SARIF              "true" or "false"
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP   as on a runner
set -uo pipefail
args=()
while IFS= read -r line; do
  [ -n "$line" ] && args+=("$line")
done <<< "${ARGS:-}"
while IFS= read -r line; do
  [ -n "$line" ] && args+=("$line")
done <<< "${PATHS:-}"
format="${FORMAT:-human}"
sarif_file="${RUNNER_TEMP:?}/hintlint.sarif"
rm -f "$sarif_file"
if [ "${SARIF:-true}" = "true" ] && [ "$format" = "human" ]; then
  # One run: the SARIF log to the file, the human report to the log.
  hintlint check --color always --format sarif --output "$sarif_file" ${args[@]+"${args[@]}"}
  code=$?
else
  hintlint check --format "$format" ${args[@]+"${args[@]}"}
  code=$?
  if [ "${SARIF:-true}" = "true" ]; then
    hintlint check --format sarif --output "$sarif_file" ${args[@]+"${args[@]}"} > /dev/null
  fi
fi
echo "exit-code=$code" >> "${GITHUB_OUTPUT:?}"
if [ -f "$sarif_file" ]; then
  echo "sarif-file=$sarif_file" >> "$GITHUB_OUTPUT"
fi
{
  echo "## hintlint"
  echo
  echo '```text'
  hintlint check --color never --format concise ${args[@]+"${args[@]}"} 2>&1 | tail -n 200
  echo '```'
} >> "${GITHUB_STEP_SUMMARY:?}"
# The step itself succeeds: action.yml's last step fails the job on
# findings when asked to.
exit 0
