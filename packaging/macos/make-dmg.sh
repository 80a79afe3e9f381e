#!/usr/bin/env bash
# The macOS disk image: "Bräus Desktop.app" (made by `python packaging/build.py` on a Mac)
# beside a link to /Applications, compressed into dist/braus-desktop-<version>-macos.dmg.
# Run by the release workflow on its macOS runner: packaging/macos/make-dmg.sh <version>
set -euo pipefail
cd "$(dirname "$0")/../.."
version="${1:?usage: packaging/macos/make-dmg.sh <version>}"
app="build/pyinstaller/dist/Bräus Desktop.app"
[[ -d "$app" ]] || { echo "$app is missing: run python packaging/build.py first." >&2; exit 2; }
command -v hdiutil >/dev/null || { echo "hdiutil is missing: the .dmg can only be made on macOS." >&2; exit 2; }
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
mkdir -p dist
hdiutil create -volname "Bräus Desktop" -srcfolder "$stage" -fs HFS+ -format UDZO \
  -ov "dist/braus-desktop-$version-macos.dmg"
