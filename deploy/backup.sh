#!/usr/bin/env bash
# Writes an encrypted copy of the hub database into $1 (default /var/lib/hearth/backups) and keeps
# the newest 14. The copy is made with VACUUM INTO, so it is encrypted with the same key.
set -euo pipefail
dest="${1:-/var/lib/hearth/backups}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/bin/hearth" backup "$dest"
# A backup made with a passphrase key has its salt beside it (hub-<time>.db.salt); it goes with it.
ls -1t "$dest"/hub-*.db 2>/dev/null | tail -n +15 | while IFS= read -r old; do rm -f "$old" "$old.salt"; done
