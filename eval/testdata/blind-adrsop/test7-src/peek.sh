#!/bin/bash
# usage: peek.sh N file...   prints body (after front matter) first N chars, blank lines dropped
n=$1; shift
for f in "$@"; do echo "##### $f"; awk 'NR==1&&/^---/{fm=1;next} fm&&/^---/{fm=0;next} !fm' "$f" | grep -v '^\s*$' | cut -c1-220 | head -c $n; echo; done
