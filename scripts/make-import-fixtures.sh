#!/usr/bin/env bash
# Regenerates the spreadsheet fixtures of the student import tests with a real spreadsheet
# program, so the tests read .xlsx files exactly as LibreOffice writes them.
#
#   sources:  tests/fixtures/import/src/*.fods   (flat OpenDocument sheets: plain XML, edit by hand)
#   results:  tests/fixtures/import/*.xlsx       (committed; the tests read these)
#
# Needs LibreOffice Calc: `apt-get install -y libreoffice-calc` (Debian). Run from anywhere:
#   bash scripts/make-import-fixtures.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="$root/tests/fixtures/import/src"
out="$root/tests/fixtures/import"
command -v soffice >/dev/null || { echo "soffice not found: apt-get install -y libreoffice-calc" >&2; exit 1; }
# A private profile, so a running LibreOffice or a missing home folder does not get in the way.
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
for source in "$src"/*.fods; do
  target="$out/$(basename "${source%.fods}").xlsx"
  rm -f "$target"
  # soffice chatters on stderr (javaldx warnings) even when it works: judge by the result.
  soffice -env:UserInstallation="file://$profile" --headless --convert-to 'xlsx:Calc MS Excel 2007 XML' --outdir "$out" "$source" >"$profile/log" 2>&1 ||
    true
  [ -s "$target" ] || { cat "$profile/log" >&2; echo "failed to convert $source" >&2; exit 1; }
  echo "wrote ${out#"$root"/}/$(basename "${source%.fods}").xlsx"
done
