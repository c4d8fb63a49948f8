#!/usr/bin/env bash
# Catalog search latency on SQLite and on PostgreSQL, same films, same queries, one run: starts a
# throwaway PostgreSQL, then runs the CatalogSearch benchmark (ordo-one/benchmark) with
# MARQUEE_BENCHMARK_DATABASE_URL pointing at it. Building the 1,000,000-film catalogs takes
# minutes; the figures are the benchmark's table.
#
#   scripts/catalog-benchmark.sh [extra benchmark arguments, e.g. --filter "1,000,000"]
# Needs: PostgreSQL (Debian: apt-get install postgresql).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/measure.sh
. scripts/lib/postgres.sh
work=$(mktemp -d)
trap 'postgres_stop "$work/postgres"; rm -rf "$work"' EXIT
port=$(free_port)
postgres_start "$work/postgres" "$port"
cd Benchmarks
MARQUEE_BENCHMARK_DATABASE_URL="postgres://marquee:$(cat "$work/postgres/password")@127.0.0.1:$port/postgres" \
  swift package --disable-sandbox benchmark --target CatalogSearch "$@"
